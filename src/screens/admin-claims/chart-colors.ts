/** Claim trend colours: submitted (light blue), approved (brand navy), approval rate (teal). */
export const CHART_COLORS = {
  submitted: '#9dbbf2',
  approved: '#0b3d91',
  rate: '#0f766e',
} as const;
