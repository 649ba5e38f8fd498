// Header menu to switch between Español and English; the active language is disabled.
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/domain/language';
import { currentLanguage } from '@/lib/i18n';

export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const active = currentLanguage(i18n.language);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The visible code is part of the name, as screen-reader users hear what others see.
        aria-label={t('language.current', { code: active.toUpperCase() })}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {active.toUpperCase()}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LANGUAGES.map((language) => (
          <MenuItem
            key={language}
            lang={language}
            disabled={language === active}
            onClick={() => {
              setAnchor(null);
              void i18n.changeLanguage(language);
            }}
          >
            {t(`language.${language}`)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
