import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { paths } from '../../../lib/paths';
import { LogoMark } from '../../layout/icons';
import { LanguageToggle } from '../../layout/LanguageToggle';
import { DocumentTitle } from '../DocumentTitle';

// Placeholder hero; the real landing (header with Admin / Entrar / Cadastrar, live stats,
// feature cards) comes with the landing work.
export default function LandingPage() {
  const { t } = useTranslation('landing');
  return (
    <div className="landing">
      <DocumentTitle />
      <div className="landing__top container">
        <LanguageToggle />
      </div>
      <main className="landing__hero container">
        <LogoMark size={72} />
        <h1 className="landing__title">{t('title')}</h1>
        <p className="landing__tagline">{t('tagline')}</p>
        <Link to={paths.dashboard} className={buttonClassName({ size: 'lg' })}>
          {t('cta')}
        </Link>
      </main>
    </div>
  );
}
