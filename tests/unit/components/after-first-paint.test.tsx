import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../../src/components/after-first-paint';

describe('AfterFirstPaint', () => {
  it('leaves its content out of the first commit and renders it right after, without an element of its own', async () => {
    const firstCommit: string[] = [];
    function AboveTheFold() {
      useLayoutEffect(() => {
        firstCommit.push(document.body.textContent ?? '');
      }, []);
      return <li>Figures</li>;
    }
    const { container } = render(
      <ul>
        <AboveTheFold />
        <AfterFirstPaint>
          <li>Quick Access</li>
          <li>Reviews</li>
        </AfterFirstPaint>
      </ul>,
    );
    expect(await screen.findByText('Reviews')).toBeInTheDocument();
    expect(firstCommit).toEqual(['Figures']);
    expect(Array.from(container.querySelectorAll('ul > li'), (item) => item.textContent)).toEqual(['Figures', 'Quick Access', 'Reviews']);
  });
});
