// Icons of the 'why choose us' reasons and the about page's values, found by title in Spanish or English.
import type { SvgIconComponent } from '@mui/icons-material';
import { LANGUAGES } from '@/domain/language';
import type { i18n as I18n } from 'i18next';
import type { resources } from '@/locales';

type PublicTexts = (typeof resources)['es']['public'];
type TitledItems = Record<string, { title: string }>;

function normalize(title: string): string {
  return title.trim().toLocaleLowerCase();
}

/**
 * The item's icon by its title as shown in either language (so a title that reaches the
 * page in the other language still finds its icon); an unknown title gets `fallback`.
 * The titles are those of the languages `i18n` has loaded so far (texts load per language),
 * which always include the language the page shows.
 */
export function iconByTitle(
  pick: (texts: PublicTexts) => TitledItems,
  icons: Record<string, SvgIconComponent>,
  fallback: SvgIconComponent,
): (title: string, i18n: Pick<I18n, 'getResourceBundle'>) => SvgIconComponent {
  return (title, i18n) => {
    const wanted = normalize(title);
    for (const language of LANGUAGES) {
      const texts = i18n.getResourceBundle(language, 'public') as PublicTexts | undefined;
      if (!texts) continue;
      for (const [id, item] of Object.entries(pick(texts))) {
        const icon = icons[id];
        if (icon && normalize(item.title) === wanted) return icon;
      }
    }
    return fallback;
  };
}
