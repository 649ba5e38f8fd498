// Icons of the 'why choose us' reasons and the about page's values, found by title in Spanish or English.
import type { SvgIconComponent } from '@mui/icons-material';
import { LANGUAGES } from '@/domain/language';
import { resources } from '@/locales';

type PublicTexts = (typeof resources)['es']['public'];
type TitledItems = Record<string, { title: string }>;

function normalize(title: string): string {
  return title.trim().toLocaleLowerCase();
}

/**
 * The item's icon by its title as shown in either language (so a title that reaches the
 * page in the other language still finds its icon); an unknown title gets `fallback`.
 */
export function iconByTitle(
  pick: (texts: PublicTexts) => TitledItems,
  icons: Record<string, SvgIconComponent>,
  fallback: SvgIconComponent,
): (title: string) => SvgIconComponent {
  const byTitle = new Map<string, SvgIconComponent>();
  for (const language of LANGUAGES) {
    for (const [id, { title }] of Object.entries(pick(resources[language].public))) {
      const icon = icons[id];
      if (icon) byTitle.set(normalize(title), icon);
    }
  }
  return (title) => byTitle.get(normalize(title)) ?? fallback;
}
