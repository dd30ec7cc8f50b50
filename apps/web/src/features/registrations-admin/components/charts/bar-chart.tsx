import { formatCount, truncateLabel } from '@eform/core/format';
import { ta } from '@eform/core/messages/admin';
import type { Ref } from 'react';
import { ScrollRegion } from '../../../../ui/scroll-region';
import type { TChartBar } from '../../lib/chart-data';

const HEIGHT = 160;
const TOP = 16;
const LABEL_SPACE = 22;
// Plain colours, not CSS variables: the PNG download draws the SVG on its own (chart-png.ts).
const BAR_COLOUR = '#1c7ed6';
const TEXT_COLOUR = '#495057';

/** Room per bar: wide for a few options, narrow for a year of days (then scrolling sideways). */
function slotOf(count: number): number {
  if (count > 31) return 14;
  if (count > 12) return 26;
  if (count > 6) return 44;
  return 64;
}

/**
 * Bars drawn as SVG (no chart library, as the credit chart): one per bar, the highest filling
 * the height, counts above them when there is room, labels below (every few when narrow).
 * Real pixels in a region that scrolls sideways and takes the keyboard's focus; the figure is an
 * image named by `summary`, the card's table gives the same numbers.
 */
export function BarChart({
  bars,
  label,
  summary,
  svgRef,
}: {
  bars: TChartBar[];
  label: string;
  summary: string;
  svgRef?: Ref<SVGSVGElement>;
}) {
  const max = Math.max(1, ...bars.map((bar) => bar.count));
  const slot = slotOf(bars.length);
  const width = Math.max(bars.length * slot, 120);
  const labelEvery = slot >= 26 ? 1 : 7;
  const labelChars = Math.max(3, Math.floor(slot / 5.5));
  const height = TOP + HEIGHT + LABEL_SPACE;
  return (
    <ScrollRegion label={ta('charts.scroll', { label })}>
      <svg
        ref={svgRef}
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${width} ${height}`}
        width={width}
        height={height}
        data-testid="chart-svg"
        fontFamily="sans-serif"
      >
        {bars.map((bar, i) => {
          const h = Math.round((bar.count / max) * (HEIGHT - 4));
          const x = i * slot;
          return (
            <g key={bar.key}>
              <title>{`${bar.label}: ${formatCount(bar.count)}`}</title>
              <rect
                x={x + 3}
                y={TOP + HEIGHT - h}
                width={slot - 6}
                height={Math.max(h, bar.count > 0 ? 2 : 0)}
                rx={2}
                fill={BAR_COLOUR}
              />
              {slot >= 26 && (
                <text
                  x={x + slot / 2}
                  y={TOP + HEIGHT - h - 4}
                  textAnchor="middle"
                  fontSize={10}
                  fill={TEXT_COLOUR}
                >
                  {formatCount(bar.count)}
                </text>
              )}
              {i % labelEvery === 0 && (
                <text
                  x={slot >= 26 ? x + slot / 2 : x + 2}
                  y={TOP + HEIGHT + 14}
                  textAnchor={slot >= 26 ? 'middle' : 'start'}
                  fontSize={10}
                  fill={TEXT_COLOUR}
                >
                  {slot >= 26
                    ? truncateLabel(bar.tick ?? bar.label, labelChars)
                    : (bar.tick ?? bar.label).slice(0, 5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </ScrollRegion>
  );
}
