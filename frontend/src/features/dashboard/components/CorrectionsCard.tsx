import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import type { DashboardCorrections } from '../api/dashboardApi';

/**
 * Texts waiting for a correction (issue 47, ADR 0138): in each language the member corrects,
 * and the member's own. Nothing to say, no card.
 */
export function CorrectionsCard({ corrections }: { corrections: DashboardCorrections }) {
  const { t } = useTranslation('dashboard');
  const { waiting, mineWaiting } = corrections;
  if (waiting.length === 0 && mineWaiting === 0) return null;
  return (
    <section className="card dashboard-corrections" aria-labelledby="dashboard-corrections" data-testid="dashboard-corrections">
      <h2 id="dashboard-corrections" className="dashboard-corrections__title">
        {t('corrections.title')}
      </h2>
      <ul className="dashboard-corrections__list">
        {waiting.map(({ language, count }) => (
          <li key={language}>
            <Link to={paths.correctionsQueue(language)}>{t(`corrections.waiting.${language}`, { count })}</Link>
          </li>
        ))}
        {mineWaiting > 0 && (
          <li>
            <Link to={paths.correctionsMine}>{t('corrections.mine', { count: mineWaiting })}</Link>
          </li>
        )}
      </ul>
    </section>
  );
}
