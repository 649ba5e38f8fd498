// The language switcher's menu, in its own chunk: MUI's Menu (with Popover and Modal) loads when a
// visitor reaches for the switcher, not with every page.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/domain/language';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  active: Language;
  onClose: () => void;
}

export default function LanguageMenu({ anchor, active, onClose }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          lang={language}
          disabled={language === active}
          onClick={() => {
            onClose();
            void i18n.changeLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </MenuItem>
      ))}
    </Menu>
  );
}
