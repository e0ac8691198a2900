import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { ErrorStateIcon } from '../../../components/ui/ErrorState';
import { paths } from '../../../lib/paths';
import '../auth.css';

export interface SignInErrorProps {
  message: string;
  /** Phones and tablets also get advice on browsers, cache and pop-up blockers. */
  mobile: boolean;
}

/** What the sign-in callback shows when the session could not be created. */
export function SignInError({ message, mobile }: SignInErrorProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="sign-in-error card" role="alert">
      <ErrorStateIcon />
      <h1 className="sign-in-error__title">{t('callback.errorTitle')}</h1>
      <p className="sign-in-error__message">{message}</p>
      {mobile && (
        <div className="sign-in-error__tips">
          <h2 className="sign-in-error__tips-title">{t('callback.tips.title')}</h2>
          <ul>
            <li>{t('callback.tips.clearCache')}</li>
            <li>{t('callback.tips.useChromeOrSafari')}</li>
            <li>{t('callback.tips.avoidInAppBrowsers')}</li>
            <li>{t('callback.tips.disablePopupBlockers')}</li>
          </ul>
        </div>
      )}
      <Link to={paths.landing} replace className={buttonClassName({ block: true })}>
        {t('callback.retry')}
      </Link>
    </div>
  );
}
