import type { LoginStyle } from '@iot/contract';

/** Where the form sits and what surrounds it. */
export type LoginLayout = 'center' | 'left' | 'right' | 'brandLeft' | 'brandRight' | 'panelRight' | 'header';

export interface LoginStyleConfig {
  layout: LoginLayout;
  dark: boolean;
  /** Card with a translucent, blurred surface over the background. */
  glass: boolean;
  /** Background behind everything (or behind the brand panel), used when the domain has no image. */
  background: string;
  accent: string;
  /** Draw the domain's background image. */
  useImage: boolean;
  starfield: boolean;
}

const base: LoginStyleConfig = {
  layout: 'center',
  dark: false,
  glass: false,
  background: 'linear-gradient(135deg, #1e3c72 0%, #2a5298 100%)',
  accent: '#1f6feb',
  useImage: true,
  starfield: false,
};

/** The eleven login looks a domain can choose (l999 is the local development look). */
export const LOGIN_STYLE_CONFIG: Readonly<Record<LoginStyle, LoginStyleConfig>> = {
  l1: base,
  l2: {
    ...base,
    layout: 'brandLeft',
    background: 'linear-gradient(160deg, #0f766e 0%, #14b8a6 100%)',
    accent: '#0f766e',
  },
  l3: {
    ...base,
    layout: 'right',
    dark: true,
    glass: true,
    background: 'linear-gradient(135deg, #0f2027 0%, #203a43 50%, #2c5364 100%)',
    accent: '#06b6d4',
  },
  l4: {
    ...base,
    layout: 'left',
    background:
      'linear-gradient(rgba(37,99,235,.06) 1px, transparent 1px) 0 0 / 32px 32px, linear-gradient(90deg, rgba(37,99,235,.06) 1px, transparent 1px) 0 0 / 32px 32px, #f1f5f9',
    accent: '#2563eb',
    useImage: false,
  },
  l5: {
    ...base,
    layout: 'panelRight',
    background: 'linear-gradient(135deg, #4338ca 0%, #7c3aed 100%)',
    accent: '#4f46e5',
  },
  l7: {
    ...base,
    dark: true,
    glass: true,
    background: 'radial-gradient(ellipse at bottom, #1b2735 0%, #090a0f 100%)',
    accent: '#22d3ee',
    useImage: false,
    starfield: true,
  },
  l8: { ...base, layout: 'header', background: 'linear-gradient(180deg, #e0f2fe 0%, #f8fafc 100%)', accent: '#0369a1' },
  l9: {
    ...base,
    layout: 'brandRight',
    background: 'linear-gradient(160deg, #c2410c 0%, #f59e0b 100%)',
    accent: '#ea580c',
  },
  l10: { ...base, background: '#ffffff', accent: '#16a34a', useImage: false },
  l11: {
    ...base,
    layout: 'left',
    dark: true,
    background: 'repeating-linear-gradient(135deg, #1f2937 0 24px, #111827 24px 48px)',
    accent: '#eab308',
  },
  l999: {
    ...base,
    background: 'linear-gradient(135deg, #6d28d9 0%, #db2777 100%)',
    accent: '#7c3aed',
    useImage: false,
  },
};

export function loginStyleConfig(style: string | undefined): LoginStyleConfig {
  return LOGIN_STYLE_CONFIG[style as LoginStyle] ?? base;
}
