import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TextArea } from './text-area';

function Notes() {
  const [notes, setNotes] = useState('');
  return (
    <TextArea
      label="Notas"
      value={notes}
      onChange={(event) => setNotes(event.target.value)}
      slotProps={{ htmlInput: { maxLength: 20 } }}
      minRows={3}
      maxRows={8}
    />
  );
}

describe('a text area', () => {
  it('takes several lines of text under its label, up to its length', async () => {
    const { container } = renderWithProviders(<Notes />);
    const field = screen.getByRole('textbox', { name: 'Notas' });
    await userEvent.type(field, 'Línea uno{Enter}Línea dos, y más texto');
    expect(field).toHaveValue('Línea uno\nLínea dos,');
    expect(field).toHaveAttribute('rows', '3');
    // A plain textarea that grows by CSS: no hidden copy measured on each key.
    expect(container.querySelectorAll('textarea')).toHaveLength(1);
  });
});
