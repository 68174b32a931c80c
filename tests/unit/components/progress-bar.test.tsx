import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { portalSystem } from '../../../src/app/theme';
import { ProgressBar } from '../../../src/components/progress-bar';

const system = portalSystem();

function renderWithSystem(ui: ReactNode) {
  return render(<ChakraProvider value={system}>{ui}</ChakraProvider>);
}

describe('ProgressBar', () => {
  it('is a progressbar from 0 to 100, named by its label, whose range is as wide as the value', () => {
    renderWithSystem(<ProgressBar value={63.08} size="sm" colorPalette="brand" label="Goal progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Goal progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuenow', '63.08');
    expect(bar).toHaveAttribute('data-scope', 'progress');
    expect(bar).toHaveAttribute('data-part', 'track');
    expect(bar).toHaveClass('chakra-progress__track');

    const range = bar.querySelector('[data-part="range"]') as HTMLElement;
    expect(range).toHaveClass('chakra-progress__range');
    expect(parseFloat(range.style.width)).toBeCloseTo(63.08, 6);
    expect(range.style.width.endsWith('%')).toBe(true);

    const root = bar.parentElement as HTMLElement;
    expect(root).toHaveAttribute('data-part', 'root');
    expect(root).toHaveClass('chakra-progress__root');
    expect(parseFloat(root.style.getPropertyValue('--percent'))).toBeCloseTo(63.08, 6);
    for (const part of [root, bar, range]) {
      expect(part).toHaveAttribute('data-state', 'loading');
      expect(part).toHaveAttribute('data-orientation', 'horizontal');
    }
  });

  it('is complete at 100, keeps a value outside 0-100 at the nearest end, and puts its content before the track', () => {
    renderWithSystem(
      <>
        <ProgressBar value={100} label="Done" />
        <ProgressBar value={140} label="Over" />
        <ProgressBar value={-5} label="Under" trackProps={{ rounded: 'full' }}>
          <span>Heading row</span>
        </ProgressBar>
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Done' })).toHaveAttribute('data-state', 'complete');
    expect(screen.getByRole('progressbar', { name: 'Over' })).toHaveAttribute('aria-valuenow', '100');
    const under = screen.getByRole('progressbar', { name: 'Under' });
    expect(under).toHaveAttribute('aria-valuenow', '0');
    expect((under.querySelector('[data-part="range"]') as HTMLElement).style.width).toBe('0%');
    expect(under.previousElementSibling).toHaveTextContent('Heading row');
  });

  it('renders its label as text, not markup', () => {
    renderWithSystem(<ProgressBar value={10} label="<img src=x onerror=alert(1)>" />);
    expect(screen.getByRole('progressbar', { name: '<img src=x onerror=alert(1)>' })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
