import './app-layout.css';
import { useTranslation } from 'react-i18next';
import { NAMESPACES } from '../../i18n';
import { useNavigation } from 'react-router-dom';

/** Thin bar at the top while the next page's chunk (or data) is loading. */
export function NavigationProgress() {
  const { t } = useTranslation(NAMESPACES);
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="nav-progress" role="status">
      <span className="nav-progress__bar" aria-hidden="true" />
      <span className="visually-hidden">{t('nav:pageLoading')}</span>
    </div>
  );
}
