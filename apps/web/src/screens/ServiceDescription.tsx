import styled from '@emotion/styled';
import { useLingui } from '@lingui/react/macro';
import { Grid, Stack, Surface } from '@portal/ui-kit';

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

/** Four service gauges and three promises (portal-spec section 2, home page). */
export const ServiceDescription = () => {
  const { t } = useLingui();
  const gauges: Gauge[] = [
    { label: t`Average deposit time`, value: '45s', share: 0.75 },
    { label: t`Average withdrawal time`, value: '3m', share: 0.6 },
    { label: t`Game vendors`, value: '40+', share: 0.85 },
    { label: t`Payment methods`, value: '12', share: 0.5 },
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
