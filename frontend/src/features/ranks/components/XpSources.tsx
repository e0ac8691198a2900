import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui';
import { useLanguage } from '../../../i18n';
import { useFormatNumber } from '../../../lib/useFormatNumber';
import { useXpRules } from '../api/ranksApi';
import { SectionState } from './SectionState';

/** The table of XP sources (`/api/xp/rules`), with the daily like cap. */
export function XpSources() {
  const { t } = useTranslation('ranks');
  const { language } = useLanguage();
  const formatNumber = useFormatNumber();
  const rules = useXpRules();

  return (
    <Card as="section" title={t('sources.title')} className="xp-sources">
      <SectionState query={rules} loading={t('sources.loading')}>
        {(data) => (
          <>
            <table className="xp-table">
              <thead>
                <tr>
                  <th scope="col">{t('sources.action')}</th>
                  <th scope="col" className="xp-table__amount">
                    {t('sources.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.sources.map((source) => (
                  <tr key={source.action}>
                    <th scope="row">
                      <span className="xp-table__label">{source.label[language]}</span>
                      {source.note && <span className="xp-table__note">{source.note[language]}</span>}
                    </th>
                    <td className="xp-table__amount">
                      {source.amount === null ? (
                        <span className="xp-table__varies">{t('sources.varies')}</span>
                      ) : (
                        <span className="xp-pill">+{formatNumber(source.amount)}</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="xp-sources__note">{t('sources.likeCap', { cap: data.likeDailyCap })}</p>
            {data.dailyGoals.length > 0 && (
              <p className="xp-sources__note">
                {t('sources.dailyGoals', { goals: data.dailyGoals.map(formatNumber).join(', ') })}
              </p>
            )}
          </>
        )}
      </SectionState>
    </Card>
  );
}
