// Header menu to switch between Español and English; the active language is disabled.
import TranslateIcon from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/lib/i18n';

/** The menu's code downloads when the pointer or focus reaches the button, or on the click. */
const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadMenu);

function preloadMenu() {
  // A failed download shows when the menu itself renders.
  loadMenu().catch(() => {});
}

export function LanguageSwitcher({ color = 'inherit' }: { color?: 'inherit' | 'primary' }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing still plays the menu's exit transition.
  const [opened, setOpened] = useState(false);
  const active = currentLanguage(i18n.language);
  return (
    <>
      <Button
        color={color}
        startIcon={<TranslateIcon />}
        // The visible code is part of the name, as screen-reader users hear what others see.
        aria-label={t('language.current', { code: active.toUpperCase() })}
        aria-haspopup="menu"
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        onClick={(event) => {
          setOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        {active.toUpperCase()}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} active={active} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
