import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { OutlinedField } from './outlined-field';

function SearchBox() {
  const [query, setQuery] = useState('');
  return (
    <OutlinedField
      type="search"
      label="Destino"
      placeholder="¿A dónde vas?"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
    />
  );
}

describe('an outlined field', () => {
  it('is named by its label and keeps what is typed', async () => {
    renderWithProviders(<SearchBox />);
    const box = screen.getByRole('searchbox', { name: 'Destino' });
    await userEvent.type(box, 'Saona');
    expect(box).toHaveValue('Saona');
  });

  it('describes the box with its helper text, and marks a problem as invalid', () => {
    renderWithProviders(
      <OutlinedField label="Recogida" helperText="Elige el lugar de recogida" error />,
    );
    const box = screen.getByRole('textbox', { name: 'Recogida' });
    expect(box).toHaveAccessibleDescription('Elige el lugar de recogida');
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('can be shown disabled', () => {
    renderWithProviders(<OutlinedField label="Fecha" disabled />);
    expect(screen.getByRole('textbox', { name: 'Fecha' })).toBeDisabled();
  });
});
