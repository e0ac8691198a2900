import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../../components/ui';
import { SkipLink } from '../../../components/ui/SkipLink';
import { NAMESPACES, useLanguage } from '../../../i18n';
import { htmlLangOf } from '../../../i18n/language';
import type { LanguageCode } from '../../../lib/languages';
import { legalPageHref } from '../../../lib/paths';
import { useLandingStats } from '../api/landingApi';
import {
  ArrowRightIcon,
  ChatIcon,
  CommunityIcon,
  CoursesIcon,
  FlameIcon,
  RankingIcon,
  SendIcon,
  ShieldIcon,
  XpIcon,
} from './icons';
import '../landing.css';

/** Where the footer's community channel link goes. */
export const COMMUNITY_CHANNEL_URL = 'https://t.me/poliglota';

/** Which call to action started sign-in, so only that button shows a spinner. */
export type SignInSource = 'header-sign-in' | 'header-sign-up' | 'hero' | 'final-cta';

export interface LandingScreenProps {
  onSignIn: (source: SignInSource) => void;
  /** The button whose sign-in is under way; every sign-in button is disabled meanwhile. */
  signingInFrom: SignInSource | null;
  /** Already translated; shown under the header. */
  signInError: string | null;
  onDismissSignInError: () => void;
  onOpenAdminLogin: () => void;
  /** The PT/EN toggle, owned by the app shell. */
  languageToggle: ReactNode;
  /** The brand mark, owned by the app shell. */
  logo: ReactNode;
}

/** The public landing page: header, hero, live numbers, features, languages, call to action. */
export function LandingScreen(props: LandingScreenProps) {
  const { t, i18n } = useTranslation('landing');
  const { onSignIn, signingInFrom, signInError, onDismissSignInError } = props;
  const signInButton = (source: SignInSource, label: string, variant: 'primary' | 'secondary', size: 'sm' | 'md' | 'lg') => (
    <Button
      variant={variant}
      size={size}
      loading={signingInFrom === source}
      disabled={signingInFrom !== null}
      onClick={() => onSignIn(source)}
    >
      {label}
    </Button>
  );

  return (
    <div className="landing">
      <SkipLink target="top" />
      <header className="landing-header">
        <div className="landing-header__inner container">
          <a href="#top" className="landing-header__brand">
            {props.logo}
            <span>{t('title')}</span>
          </a>
          <div className="landing-header__actions">
            <div className="landing-header__lang">{props.languageToggle}</div>
            <Button variant="ghost" size="sm" onClick={props.onOpenAdminLogin} aria-label={t('header.adminLabel')}
              className="landing-header__admin">
              <ShieldIcon />
              <span>{t('header.admin')}</span>
            </Button>
            {signInButton('header-sign-in', t('header.signIn'), 'secondary', 'sm')}
            <span className="landing-header__sign-up">
              {signInButton('header-sign-up', t('header.signUp'), 'primary', 'sm')}
            </span>
          </div>
        </div>
        {signInError && (
          <div className="container landing-header__error">
            <Alert variant="error" onDismiss={onDismissSignInError}>
              {signInError}
            </Alert>
          </div>
        )}
      </header>

      <main id="top" className="landing-main" tabIndex={-1}>
        <section className="landing-hero container" aria-labelledby="landing-hero-title">
          <div className="landing-hero__copy">
            <p className="landing-eyebrow">{t('hero.eyebrow')}</p>
            <h1 id="landing-hero-title" className="landing-hero__title">
              {t('hero.title')}
            </h1>
            <p className="landing-hero__subtitle">{t('hero.subtitle')}</p>
            <div className="landing-hero__actions">
              {signInButton('hero', t('hero.primary'), 'primary', 'lg')}
              <a href="#recursos" className="btn btn--secondary btn--lg">
                {t('hero.secondary')}
              </a>
            </div>
          </div>
          <HeroCard />
        </section>

        <LandingStats />
        <FeatureGrid />
        <LanguageList />

        <section className="landing-cta container" aria-labelledby="landing-cta-title">
          <div className="landing-cta__inner">
            <h2 id="landing-cta-title" className="landing-cta__title">
              {t('finalCta.title')}
            </h2>
            <p className="landing-cta__text">{t('finalCta.text')}</p>
            <Button
              size="lg"
              className="landing-cta__button"
              loading={signingInFrom === 'final-cta'}
              disabled={signingInFrom !== null}
              onClick={() => onSignIn('final-cta')}
            >
              {t('finalCta.button')}
              <ArrowRightIcon />
            </Button>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="container landing-footer__inner">
          <div className="landing-footer__brand">
            {props.logo}
            <span>{t('title')}</span>
          </div>
          <a className="landing-footer__channel" href={COMMUNITY_CHANNEL_URL} target="_blank" rel="noopener noreferrer">
            <SendIcon />
            <span>{t('footer.channel')}</span>
            <span className="visually-hidden">{t('footer.newTab')}</span>
          </a>
          <nav className="landing-footer__legal" aria-label={t('footer.legal')}>
            <a href={legalPageHref('terms', i18n.language)}>{t('footer.terms')}</a>
            <a href={legalPageHref('privacy', i18n.language)}>{t('footer.privacy')}</a>
          </nav>
          {/* The prerendered page says the year of its build: a new year is written over it. */}
          <p className="landing-footer__rights" suppressHydrationWarning>
            {t('footer.rights', { year: new Date().getFullYear() })}
          </p>
        </div>
      </footer>
    </div>
  );
}

/** Illustration of what a member sees: rank, XP bar, streak and daily goal. */
function HeroCard() {
  const { t } = useTranslation('landing');
  return (
    <div className="card hero-card" aria-hidden="true">
      <div className="hero-card__top">
        <span className="hero-card__avatar">{t('hero.card.initials')}</span>
        <div>
          <p className="hero-card__name">{t('hero.card.name')}</p>
          <p className="hero-card__rank">{t('hero.card.rank')}</p>
        </div>
        <span className="hero-card__level">{t('hero.card.level')}</span>
      </div>
      <div className="hero-card__progress">
        <div className="hero-card__progress-label">
          <span>{t('hero.card.xp')}</span>
          <span>{t('hero.card.xpValue')}</span>
        </div>
        <div className="hero-card__bar">
          <span style={{ width: '78%' }} />
        </div>
      </div>
      <div className="hero-card__chips">
        <span className="hero-card__chip hero-card__chip--streak">
          <FlameIcon size={18} />
          {t('hero.card.streak')}
        </span>
        <span className="hero-card__chip">{t('hero.card.goal')}</span>
      </div>
      <div className="hero-card__toast">
        <XpIcon />
        {t('hero.card.toast')}
      </div>
    </div>
  );
}

function LandingStats() {
  const { t } = useTranslation('landing');
  const { language } = useLanguage();
  const stats = useLandingStats();
  const format = new Intl.NumberFormat(htmlLangOf(language));
  const items = [
    { key: 'users', value: stats.data?.totalUsers },
    { key: 'languages', value: stats.data?.totalLanguages },
    { key: 'courses', value: stats.data?.totalCourses },
  ] as const;

  return (
    <section className="landing-stats container" aria-label={t('stats.label')}>
      <dl className="card landing-stats__list" aria-busy={stats.isPending || undefined}>
        {items.map((item) => (
          <div key={item.key} className="landing-stats__item">
            <dt className="landing-stats__label">{t(`stats.${item.key}`)}</dt>
            <dd className="landing-stats__value">
              {typeof item.value === 'number' ? (
                t('stats.value', { value: format.format(item.value) })
              ) : stats.isPending ? (
                <>
                  <span className="skeleton landing-stats__skeleton" aria-hidden="true" />
                  <span className="visually-hidden">{t('stats.loading')}</span>
                </>
              ) : (
                <>
                  <span aria-hidden="true">—</span>
                  <span className="visually-hidden">{t('stats.unavailable')}</span>
                </>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A landing section's heading and its one-line lead; `id` names the section (aria-labelledby). */
function SectionHeader({ id, title, subtitle }: { id: string; title: string; subtitle: string }) {
  return (
    <header className="landing-section__header">
      <h2 id={id} className="landing-section__title">
        {title}
      </h2>
      <p className="landing-section__subtitle">{subtitle}</p>
    </header>
  );
}

const FEATURES = [
  { key: 'xp', icon: <XpIcon /> },
  { key: 'community', icon: <CommunityIcon /> },
  { key: 'courses', icon: <CoursesIcon /> },
  { key: 'ranking', icon: <RankingIcon /> },
  { key: 'chat', icon: <ChatIcon /> },
  { key: 'streak', icon: <FlameIcon size={24} /> },
] as const;

function FeatureGrid() {
  const { t } = useTranslation('landing');
  return (
    <section id="recursos" className="landing-section container" aria-labelledby="landing-features-title">
      <SectionHeader id="landing-features-title" title={t('features.title')} subtitle={t('features.subtitle')} />
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.key} className={`card feature-card feature-card--${feature.key}`}>
            <span className="feature-card__icon">{feature.icon}</span>
            <h3 className="feature-card__title">{t(`features.${feature.key}.title`)}</h3>
            <p className="feature-card__text">{t(`features.${feature.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Illustrative and static, as the product describes it: not live numbers. */
const COMMUNITY_LANGUAGES: ReadonlyArray<{ code: LanguageCode; students: number }> = [
  { code: 'en', students: 124 },
  { code: 'es', students: 89 },
  { code: 'fr', students: 67 },
  { code: 'ja', students: 52 },
  { code: 'de', students: 45 },
  { code: 'ko', students: 41 },
  { code: 'it', students: 38 },
  { code: 'ru', students: 23 },
];

function LanguageList() {
  const { t } = useTranslation(NAMESPACES);
  return (
    <section className="landing-section landing-languages" aria-labelledby="landing-languages-title">
      <div className="container">
        <SectionHeader id="landing-languages-title" title={t('landing:languages.title')} subtitle={t('landing:languages.subtitle')} />
        <ul className="language-grid">
          {COMMUNITY_LANGUAGES.map((language) => (
            <li key={language.code} className="language-tile">
              <span className="language-tile__code" aria-hidden="true">
                {language.code.toUpperCase()}
              </span>
              <span className="language-tile__name">{t(`languages:${language.code}`)}</span>
              <span className="language-tile__count">
                {t('landing:languages.students', { value: language.students })}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
