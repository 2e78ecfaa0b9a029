import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import type { ServiceFigures } from '@portal/contract';
import { callQuery, useQueryScope } from '@portal/session';
import { Grid, Stack, Surface } from '@portal/ui-kit';
import { useQuery } from '@tanstack/react-query';

interface Gauge {
  label: string;
  value: string;
  /** How full the circle is, 0 to 1. */
  share: number;
}

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const ProgressCircle = ({ label, value, share }: Gauge) => (
  <Circle as="figure" align="center" gap="xs">
    <svg
      width="100"
      height="100"
      viewBox="0 0 100 100"
      role="img"
      aria-label={`${label}: ${value}`}
    >
      <circle className="track" cx="50" cy="50" r={RADIUS} />
      <circle
        className="bar"
        cx="50"
        cy="50"
        r={RADIUS}
        strokeDasharray={`${CIRCUMFERENCE * share} ${CIRCUMFERENCE}`}
        transform="rotate(-90 50 50)"
      />
      <text x="50" y="55" textAnchor="middle">
        {value}
      </text>
    </svg>
    <span aria-hidden="true">{label}</span>
  </Circle>
);

/**
 * The real figures behind the gauges (issue 27): median deposit and withdrawal times of the
 * last 7 days and the deposit channels from the server; the vendors the home already lists.
 */
export const useServiceFigures = () =>
  useQuery({ ...callQuery(useQueryScope(), 'serviceFigures', {}), staleTime: 5 * 60_000 });

/** A wait in seconds as a person reads it: "45s", "3m", "2h". */
const waitText = (seconds: number): string =>
  seconds < 90
    ? `${seconds}s`
    : seconds < 90 * 60
      ? `${Math.round(seconds / 60)}m`
      : `${Math.round(seconds / 3600)}h`;

/** How full a wait's circle is: fuller the shorter (a minute or less fills it, an hour empties it). */
const waitShare = (seconds: number): number =>
  Math.min(1, Math.max(0.05, 1 - Math.log(Math.max(seconds, 60) / 60) / Math.log(60)));

export interface ServiceDescriptionProps {
  /** The server's figures; null while they load or when they failed (the gauges show a dash). */
  figures: ServiceFigures | null;
  /** How many game vendors the brand offers; null until the lanes arrive. */
  vendors: number | null;
}

/** Four service gauges and three promises (portal-spec section 2, home page). */
export const ServiceDescription = ({ figures, vendors }: ServiceDescriptionProps) => {
  const { t } = useLingui();
  const wait = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined
      ? { value: '-', share: 0 }
      : { value: waitText(seconds), share: waitShare(seconds) };
  const gauges: Gauge[] = [
    { label: t`Average deposit time`, ...wait(figures?.depositSeconds) },
    { label: t`Average withdrawal time`, ...wait(figures?.withdrawalSeconds) },
    {
      label: t`Game vendors`,
      value: vendors === null ? '-' : String(vendors),
      share: vendors === null ? 0 : Math.min(1, vendors / 40),
    },
    {
      label: t`Payment methods`,
      value: figures ? String(figures.paymentMethods) : '-',
      share: figures ? Math.min(1, figures.paymentMethods / 12) : 0,
    },
  ];
  const blocks = [
    { title: t`Safe and secure`, text: t`Your account and payments are protected by encryption.` },
    { title: t`Fast payments`, text: t`Deposits and withdrawals are processed around the clock.` },
    { title: t`Fair play`, text: t`Games come from licensed vendors with audited results.` },
  ];
  return (
    <Surface gap="xl" pad="xl" radius="large" aria-label={t`Our service`}>
      <Grid minColumnWidth={120} gap="lg">
        {gauges.map((gauge) => (
          <ProgressCircle key={gauge.label} {...gauge} />
        ))}
      </Grid>
      <Blocks minColumnWidth={200} gap="lg">
        {blocks.map((block) => (
          <div key={block.title}>
            <h3>{block.title}</h3>
            <p>{block.text}</p>
          </div>
        ))}
      </Blocks>
    </Surface>
  );
};

const Circle = styled(Stack)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-align: center;
  circle {
    fill: none;
    stroke-width: 8;
  }
  .track {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .bar {
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-linecap: round;
  }
  text {
    fill: currentColor;
    font-size: 18px;
    font-weight: 700;
  }
`;

const Blocks = styled(Grid)`
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing.xs}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedOnSurface};
  }
`;
