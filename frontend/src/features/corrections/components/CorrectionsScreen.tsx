import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Card, EmptyState, LoadMore, PageHeader, QueryState, buttonClassName } from '../../../components/ui';
import { CorrectionsIcon } from '../../../components/ui/icons';
import { cx } from '../../../lib/cx';
import { useLanguageName } from '../../../lib/languages';
import { speaks } from '../../../lib/learningLanguage';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useCorrectionQueue, useMyLanguages, useMyWritings, type WritingLanguage } from '../api/correctionsApi';
import { WRITING_LANGUAGES } from '../languages';
import { WritingItem } from './WritingItem';
import '../../../components/ui/page-tabs.css';
import '../corrections.css';

type Tab = 'queue' | 'mine';
const TABS: readonly Tab[] = ['queue', 'mine'];

/**
 * /correcoes: "Para corrigir" (the queue, in the languages the member speaks) and "Meus textos",
 * as two tabs; `?aba=meus` opens the second, so the way back from a text returns to it.
 */
export function CorrectionsScreen() {
  const { t } = useTranslation('corrections');
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('aba') === 'meus' ? 'mine' : 'queue';
  const ids = { queue: useId(), mine: useId() };
  const select = (next: Tab) => setParams(next === 'mine' ? { aba: 'meus' } : {}, { replace: true });

  return (
    <div className="page container corrections">
      <PageHeader
        className="corrections__header"
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <Link to={paths.correctionsWrite} className={buttonClassName({})}>
            {t('writeAction')}
          </Link>
        }
      />
      <div className="page-tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${ids[name]}-tab`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={ids[name]}
            tabIndex={tab === name ? 0 : -1}
            className={cx('page-tabs__tab', tab === name && 'page-tabs__tab--active')}
            onClick={() => select(name)}
            onKeyDown={(event) => {
              // The tab strip's arrows, as a tab list is walked.
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              event.preventDefault();
              const other = name === 'queue' ? 'mine' : 'queue';
              select(other);
              document.getElementById(`${ids[other]}-tab`)?.focus();
            }}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <section id={ids[tab]} role="tabpanel" aria-labelledby={`${ids[tab]}-tab`} className="corrections__panel">
        {tab === 'queue' ? <QueuePanel /> : <MinePanel />}
      </section>
    </div>
  );
}

/** The languages the member may correct, then the queue in them (or the way to declare one). */
function QueuePanel() {
  const { t } = useTranslation('corrections');
  const languages = useMyLanguages();
  const labelOf = useLanguageName();
  const [params, setParams] = useSearchParams();
  const filterId = useId();
  const correctable = WRITING_LANGUAGES.filter((code) => speaks(languages.data ?? [], code));
  // `?language=en` (the dashboard's link to one language's waiting texts) sets the filter; a language
  // the member does not correct is no filter.
  const asked = params.get('language');
  const language: WritingLanguage | '' = correctable.find((code) => code === asked) ?? '';
  const setLanguage = (next: WritingLanguage | '') => setParams(next ? { language: next } : {}, { replace: true });
  const queue = useCorrectionQueue(language, correctable.length > 0);
  const now = useNow();

  return (
    <QueryState query={languages} loading={t('queue.loading')} message={t('queue.loadError')} card>
      {() =>
        correctable.length === 0 ? (
          <Card>
            <EmptyState
              icon={<CorrectionsIcon />}
              title={t('queue.noLanguages')}
              description={t('queue.noLanguagesDescription')}
              action={
                <Link to={paths.settings} className={buttonClassName({ size: 'sm' })}>
                  {t('queue.noLanguagesAction')}
                </Link>
              }
            />
          </Card>
        ) : (
          <>
            <div className="corrections__queue-bar">
              <p className="corrections__give">{t('queue.giveToGet')}</p>
              {correctable.length > 1 && (
                <div className="corrections__filter">
                  <label htmlFor={filterId} className="field__label">
                    {t('queue.language')}
                  </label>
                  <select
                    id={filterId}
                    className="input"
                    value={language}
                    onChange={(event) => setLanguage(event.target.value as WritingLanguage | '')}
                  >
                    <option value="">{t('queue.allLanguages')}</option>
                    {correctable.map((code) => (
                      <option key={code} value={code}>
                        {labelOf(code)}
                      </option>
                    ))}
                  </select>
                </div>
              )}
            </div>
            <QueryState query={queue} loading={t('queue.loading')} message={t('queue.loadError')} card keepStaleData>
              {(data) => {
                const items = data.pages.flatMap((page) => page.items);
                if (items.length === 0) {
                  return (
                    <Card>
                      <EmptyState icon={<CorrectionsIcon />} title={t('queue.empty')} description={t('queue.emptyDescription')} />
                    </Card>
                  );
                }
                return (
                  <>
                    <ul className="stack-list corrections__list" aria-label={t('queue.label')}>
                      {items.map((item) => (
                        <li key={item.id}>
                          <WritingItem item={item} now={now} showAuthor />
                        </li>
                      ))}
                    </ul>
                    <LoadMore query={queue} label={t('queue.loadMore')} errorText={t('queue.loadMoreError')} className="corrections__more" />
                  </>
                );
              }}
            </QueryState>
          </>
        )
      }
    </QueryState>
  );
}

function MinePanel() {
  const { t } = useTranslation('corrections');
  const mine = useMyWritings(true);
  const now = useNow();
  return (
    <QueryState query={mine} loading={t('mine.loading')} message={t('mine.loadError')} card keepStaleData>
      {(data) => {
        const items = data.pages.flatMap((page) => page.items);
        if (items.length === 0) {
          return (
            <Card>
              <EmptyState
                icon={<CorrectionsIcon />}
                title={t('mine.empty')}
                description={t('mine.emptyDescription')}
                action={
                  <Link to={paths.correctionsWrite} className={buttonClassName({ size: 'sm' })}>
                    {t('writeAction')}
                  </Link>
                }
              />
            </Card>
          );
        }
        return (
          <>
            <ul className="stack-list corrections__list" aria-label={t('mine.label')}>
              {items.map((item) => (
                <li key={item.id}>
                  <WritingItem item={item} now={now} />
                </li>
              ))}
            </ul>
            <LoadMore query={mine} label={t('mine.loadMore')} errorText={t('mine.loadMoreError')} className="corrections__more" />
          </>
        );
      }}
    </QueryState>
  );
}
