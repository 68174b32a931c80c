import { ChakraProvider } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { UserAvatar } from '../../../src/components/user-avatar';

const system = portalSystem();

function renderWithSystem(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

describe('UserAvatar', () => {
  it('shows the initials of a name, or the content it is given', () => {
    renderWithSystem(
      <>
        <UserAvatar name="Dana Whitfield" data-testid="named" />
        <UserAvatar data-testid="icon">
          <svg aria-hidden />
        </UserAvatar>
      </>,
    );
    expect(screen.getByTestId('named')).toHaveTextContent('DW');
    expect(screen.getByTestId('named').querySelector('img')).toBeNull();
    expect(screen.getByTestId('icon').querySelector('[data-part="fallback"] svg')).not.toBeNull();
  });

  it('shows the photo once it has loaded and keeps the fallback when it fails', () => {
    renderWithSystem(
      <>
        <UserAvatar name="Dana Whitfield" src="/photo.jpg" data-testid="loads" />
        <UserAvatar name="Alex Rivera" src="/missing.jpg" data-testid="fails" />
      </>,
    );
    const loads = screen.getByTestId('loads');
    const photo = loads.querySelector('img') as HTMLImageElement;
    const fallback = loads.querySelector('[data-part="fallback"]') as HTMLElement;
    expect(photo).toHaveAttribute('alt', '');
    expect(photo).toHaveAttribute('hidden');
    expect(fallback).not.toHaveAttribute('hidden');
    fireEvent.load(photo);
    expect(photo).not.toHaveAttribute('hidden');
    expect(photo).toHaveAttribute('data-state', 'visible');
    expect(fallback).toHaveAttribute('hidden');

    const fails = screen.getByTestId('fails');
    fireEvent.error(fails.querySelector('img') as HTMLImageElement);
    expect(fails.querySelector('img')).toHaveAttribute('hidden');
    expect(fails.querySelector('[data-part="fallback"]')).not.toHaveAttribute('hidden');
    expect(fails).toHaveTextContent('AR');
  });
});
