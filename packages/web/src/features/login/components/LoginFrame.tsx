import type { DomainInfo } from '@iot/contract';
import { ConfigProvider, theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginStyleConfig } from '../login-styles';
import { Starfield } from './Starfield';

interface LoginFrameProps {
  style: string;
  config: LoginStyleConfig;
  domain: DomainInfo | undefined;
  toolbar: ReactNode;
  children: ReactNode;
}

function backgroundOf(config: LoginStyleConfig, domain: DomainInfo | undefined): CSSProperties {
  const image = config.useImage && domain?.backGroundImage;
  return image
    ? { background: `center / cover no-repeat url("${encodeURI(image)}"), ${config.background}` }
    : { background: config.background };
}

function Brand({ domain, large }: { domain: DomainInfo | undefined; large?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={large ? 'login-brand login-brand-large' : 'login-brand'}>
      {domain?.logoUrl ? <img className="login-logo" src={domain.logoUrl} alt="" /> : null}
      <h1 className="login-title">{domain?.channelName || domain?.title || t('login.defaultTitle')}</h1>
      <p className="login-tagline">{t('login.tagline')}</p>
    </div>
  );
}

/** One login look: layout, colours and background chosen by the domain's style. */
export function LoginFrame({ style, config, domain, toolbar, children }: LoginFrameProps) {
  const { t } = useTranslation();
  const split = config.layout === 'brandLeft' || config.layout === 'brandRight' || config.layout === 'panelRight';
  const cardClass = `login-card${config.glass ? ' login-card-glass' : ''}`;
  // Split layouts show the brand on their panel; the card still needs a heading of its own.
  const card = (
    <div className={cardClass}>
      {split ? <h2 className="login-card-heading">{t('login.heading')}</h2> : <Brand domain={domain} />}
      {children}
    </div>
  );
  const footer = domain?.recordNum ? <footer className="login-footer">{domain.recordNum}</footer> : null;
  const rootStyle = split ? { background: config.dark ? '#0b1220' : '#ffffff' } : backgroundOf(config, domain);
  return (
    <ConfigProvider
      theme={{
        algorithm: config.dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
        token: { colorPrimary: config.accent, colorLink: config.accent, borderRadius: 8 },
      }}
    >
      <div
        className={`login-root login-${style} login-layout-${config.layout}${config.dark ? ' login-dark' : ''}`}
        style={rootStyle}
        data-login-style={style}
      >
        {config.starfield ? <Starfield /> : null}
        <div className="login-toolbar">{toolbar}</div>
        {config.layout === 'header' ? (
          <header className="login-header">
            <Brand domain={domain} />
          </header>
        ) : null}
        {split ? (
          <div className="login-split">
            <section className="login-brand-panel" style={backgroundOf(config, domain)}>
              <Brand domain={domain} large />
            </section>
            {/* Inside the form panel: below the split it would fall out of the window. */}
            <section className="login-form-panel">
              {card}
              {footer}
            </section>
          </div>
        ) : (
          <main className="login-main">{card}</main>
        )}
        {split ? null : footer}
      </div>
    </ConfigProvider>
  );
}
