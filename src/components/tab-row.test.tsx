import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabRow } from './tab-row';

const VALUES = ['tours', 'packages', 'transfers'] as const;

function Search() {
  const [value, setValue] = useState<(typeof VALUES)[number]>('tours');
  return (
    <>
      <TabRow
        label="Search"
        value={value}
        onChange={setValue}
        tabs={VALUES.map((tab) => ({
          value: tab,
          label: tab,
          id: `${tab}-tab`,
          panelId: `${tab}-panel`,
        }))}
      />
      <div role="tabpanel" id={`${value}-panel`} aria-labelledby={`${value}-tab`}>
        {`${value} panel`}
      </div>
    </>
  );
}

describe('TabRow', () => {
  it('is a named tab list whose chosen tab labels its panel', () => {
    render(<Search />);
    expect(screen.getByRole('tablist', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'tours' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'packages' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'tours' })).toHaveTextContent('tours panel');
  });

  it('chooses a tab on a click', async () => {
    const user = userEvent.setup();
    render(<Search />);
    await user.click(screen.getByRole('tab', { name: 'packages' }));
    expect(screen.getByRole('tab', { name: 'packages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'packages' })).toHaveTextContent('packages panel');
  });

  it('is one stop for the Tab key; the arrows, Home and End move along it, Enter chooses', async () => {
    const user = userEvent.setup();
    render(<Search />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'tours' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'transfers' })).toHaveFocus();
    await user.keyboard('{Home}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'packages' })).toHaveFocus();
    // Moving the focus does not choose.
    expect(screen.getByRole('tab', { name: 'tours' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'packages' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'transfers' })).toHaveFocus();
  });
});
