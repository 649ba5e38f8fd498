import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DatePicker } from './date-picker';

it('speaks English to a browser that reports en-US, as the page around it does', async () => {
  renderWithProviders(<DatePicker label="Tour date" value="" onChange={() => {}} />, {
    language: 'en-US',
  });
  expect(await screen.findByRole('button', { name: 'Choose date' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Month' })).toBeInTheDocument();
});

it('speaks Spanish to a Spanish page', async () => {
  renderWithProviders(<DatePicker label="Fecha" value="" onChange={() => {}} />);
  expect(await screen.findByRole('button', { name: 'Elige fecha' })).toBeInTheDocument();
  expect(screen.getByRole('spinbutton', { name: 'Mes' })).toBeInTheDocument();
});
