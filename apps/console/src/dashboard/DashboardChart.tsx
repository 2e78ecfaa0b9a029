import styled from '@emotion/styled';
import type { DashboardDay } from '@portal/contract';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export interface DashboardChartProps {
  label: string;
  days: readonly DashboardDay[];
  series: { bets: string; wins: string; ggr: string; deposits: string; withdrawals: string };
}

const COLOURS = ['#2563eb', '#16a34a', '#9333ea', '#ea580c', '#dc2626'] as const;
const KEYS = ['bets', 'wins', 'ggr', 'deposits', 'withdrawals'] as const;

/**
 * The 30 days as lines (uPlot on a canvas). A canvas says nothing to a screen reader: the
 * figure is labelled, and the same numbers stand in the table beside it.
 */
export const DashboardChart = ({ label, days, series }: DashboardChartProps) => {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      ...KEYS.map((key) => days.map((d) => Number(d[key]))),
    ];
    const plot = new uPlot(
      {
        width: Math.max(320, element.clientWidth),
        height: 260,
        series: [
          {},
          ...KEYS.map((key, index) => ({
            label: series[key],
            stroke: COLOURS[index],
            width: 2,
          })),
        ],
        axes: [{}, { size: 70 }],
      },
      data,
      element,
    );
    return () => plot.destroy();
  }, [days, series]);
  return <Figure role="img" aria-label={label} ref={host} />;
};

const Figure = styled.div`
  width: 100%;
  min-height: 300px;
`;
