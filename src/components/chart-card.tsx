import { Box, Card, Flex, Heading, Skeleton, Text, visuallyHiddenStyle } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { Component, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ErrorInfo, type ReactNode, type RefObject } from 'react';

/** The data behind a chart, as screen readers get it: a table with a caption. */
export interface ChartTable {
  caption: string;
  /** Column headers; the first column holds each row's header (e.g. the month). */
  columns: readonly string[];
  /** One row per category, values already formatted for display. */
  rows: readonly (readonly string[])[];
}

/** Chart height in px, one value or per breakpoint (e.g. `{ base: 200, md: 260 }`). */
export type ChartHeight = number | { base: number; sm?: number; md?: number; lg?: number; xl?: number };

/** The size in px of the box a chart draws in, as ChartCard measured it. */
export interface ChartSize {
  width: number;
  height: number;
}

export interface ChartCardProps<P extends object> {
  title: string;
  /** Heading level of the title, following the screen's outline (default h3). */
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** A line under the title. */
  description?: ReactNode;
  /** An icon before the title. */
  icon?: LucideIcon;
  /** A link or button at the top right (e.g. View Details). */
  action?: ReactNode;
  /**
   * The chart: a component made with `React.lazy(() => import('./my-chart'))` in the screen's module,
   * so nivo loads in its own chunk. It draws at the `width` and `height` it is given, the size of its
   * box (use nivo's charts of a fixed size, not its Responsive* ones: see `useBoxSize`).
   */
  chart: ComponentType<P & ChartSize>;
  chartProps: P;
  /** The box the chart draws in; the placeholder has the same size, so nothing shifts when it loads. */
  height: ChartHeight;
  /** The chart's data for screen readers (visually hidden). */
  table: ChartTable;
  /** Key figures above the chart. */
  summary?: ReactNode;
  /** Content under the chart (legend, totals, links). */
  children?: ReactNode;
  /** Card padding: `sm` to sit beside the compact stat cards. */
  size?: 'sm' | 'md';
}

function toCss(height: ChartHeight) {
  if (typeof height === 'number') return `${height}px`;
  return Object.fromEntries(Object.entries(height).map(([breakpoint, value]) => [breakpoint, `${value}px`]));
}

interface BoundaryState {
  failed: boolean;
}

/** When the chart's code cannot load, the card keeps its figures and says so instead of breaking the screen. */
class ChartBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A chart could not be shown', error, info.componentStack);
  }

  render() {
    if (this.state.failed) {
      return (
        <Flex h="full" align="center" justify="center" borderWidth="1px" borderStyle="dashed" borderRadius="md" p="4">
          <Text fontSize="sm" color="fg.muted" textAlign="center">
            The chart could not be loaded.
          </Text>
        </Flex>
      );
    }
    return this.props.children;
  }
}

/** How far outside the viewport a chart starts loading, so it is drawn by the time it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * Whether the element has come within NEAR_VIEWPORT of the viewport (and then stays true): a chart
 * below the fold loads its code and draws only when the user scrolls toward it, so it never competes
 * with the figures on screen. Without IntersectionObserver everything counts as near.
 */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}

/**
 * The element's content size, as a ResizeObserver reports it after each layout (null until the first
 * report). nivo's Responsive* charts measure their box themselves when they mount, which makes the
 * browser work out the style and layout of the whole page in the middle of the chart's first render,
 * and then render the chart again at its size, all in one long task. A ResizeObserver is told the
 * size once the browser has laid the page out anyway, and the chart then renders once, in a task of
 * its own.
 */
function useBoxSize<T extends Element>(ref: RefObject<T | null>) {
  const [size, setSize] = useState<ChartSize | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver((entries) => {
      const { width, height } = entries[entries.length - 1].contentRect;
      setSize((current) => (current?.width === width && current.height === height ? current : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/**
 * A titled card holding a lazily loaded chart in a box of fixed height (a placeholder of the same
 * size shows until the box nears the viewport and is measured, and while the chart's code loads),
 * with the chart's data as a visually hidden table for screen readers. The drawing itself is hidden
 * from assistive technology: the table says it all.
 */
export function ChartCard<P extends object>({
  title,
  headingLevel = 'h3',
  description,
  icon: Icon,
  action,
  chart: Chart,
  chartProps,
  height,
  table,
  summary,
  children,
  size = 'md',
}: ChartCardProps<P>) {
  const titleId = useId();
  const [chartBox, near] = useNearViewport<HTMLDivElement>();
  const boxSize = useBoxSize(chartBox);
  const placeholder = <Skeleton h="full" w="full" borderRadius="md" />;
  return (
    <Card.Root as="section" aria-labelledby={titleId} variant="outline" bg="bg" h="full" size={size}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="flex-start" gap="3">
          <Flex align="flex-start" gap="2.5" minW="0">
            {Icon ? (
              <Flex align="center" justify="center" boxSize="8" borderRadius="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
                <Icon aria-hidden size={18} />
              </Flex>
            ) : null}
            <Box minW="0" minH="8" display="flex" flexDirection="column" justifyContent="center">
              <Heading as={headingLevel} id={titleId} size="md">
                {title}
              </Heading>
              {description ? (
                <Text fontSize="sm" color="fg.muted" mt="0.5">
                  {description}
                </Text>
              ) : null}
            </Box>
          </Flex>
          {action ? <Box flexShrink={0}>{action}</Box> : null}
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {summary}
        <Box ref={chartBox} h={toCss(height)} w="full" minW="0" position="relative" aria-hidden="true" data-testid="chart-box">
          {near && boxSize && boxSize.width > 0 && boxSize.height > 0 ? (
            <ChartBoundary>
              <Suspense fallback={placeholder}>
                <Chart {...chartProps} width={boxSize.width} height={boxSize.height} />
              </Suspense>
            </ChartBoundary>
          ) : (
            placeholder
          )}
        </Box>
        <Box css={visuallyHiddenStyle}>
          <table>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </Box>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
