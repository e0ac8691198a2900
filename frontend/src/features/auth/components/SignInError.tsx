import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../../components/ui';
import { ErrorStateIcon } from '../../../components/ui/ErrorState';
import { paths } from '../../../lib/paths';
import { GateScreen } from './GateScreen';

export interface SignInErrorProps {
  message: string;
  /** Phones and tablets also get advice on browsers, cache and pop-up blockers. */
  mobile: boolean;
  /** The tab's title when it is not the heading's (a ban says so). */
  documentTitle?: string;
}

/** What the sign-in callback shows when the session could not be created. */
export function SignInError({ message, mobile, documentTitle }: SignInErrorProps) {
  const { t } = useTranslation('auth');
  return (
    <GateScreen
      title={t('callback.errorTitle')}
      documentTitle={documentTitle}
      icon={<ErrorStateIcon />}
      alert
      actions={
        <Link to={paths.landing} replace className={buttonClassName({ block: true })}>
          {t('callback.retry')}
        </Link>
      }
    >
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
    </GateScreen>
  );
}
