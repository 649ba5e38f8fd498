import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DirectionsCarOutlinedIcon from '@mui/icons-material/DirectionsCarOutlined';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { valueIcon } from './about-page';
import { WhyChooseUs, reasonIcon } from './home/why-choose-us';

describe('the icons of the reasons to choose us', () => {
  it('are found by the Spanish or the English title, in any case', () => {
    expect(reasonIcon('Disponibilidad 24/7', i18next)).toBe(SupportAgentIcon);
    expect(reasonIcon('24/7 availability', i18next)).toBe(SupportAgentIcon);
    expect(reasonIcon('  PROFESSIONAL DRIVERS ', i18next)).toBe(DirectionsCarOutlinedIcon);
    expect(reasonIcon('Conductores profesionales', i18next)).toBe(DirectionsCarOutlinedIcon);
  });

  it('fall back to a default icon for an unknown title', () => {
    expect(reasonIcon('Wifi gratis', i18next)).toBe(CheckCircleOutlineIcon);
  });
});

describe('the icons of the values on the about page', () => {
  it('are found by title in either language, with a default', () => {
    expect(valueIcon('Seguridad', i18next)).toBe(ShieldOutlinedIcon);
    expect(valueIcon('Safety', i18next)).toBe(ShieldOutlinedIcon);
    expect(valueIcon('Puntualidad', i18next)).toBe(StarBorderIcon);
  });
});

describe('the why-choose-us section', () => {
  it('lists the five reasons under the porque-elegirnos anchor', () => {
    renderWithProviders(<WhyChooseUs />, { language: 'en' });
    const section = document.getElementById('porque-elegirnos');
    expect(section).not.toBeNull();
    const titles = within(section as HTMLElement)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      '24/7 availability',
      'Professional drivers',
      'Clear and upfront rates',
      'Guaranteed safety',
      'Exceptional service',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Why choose us?' })).toBeInTheDocument();
  });
});
