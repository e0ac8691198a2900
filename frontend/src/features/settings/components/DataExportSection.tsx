import { useTranslation } from 'react-i18next';
import { Alert, Button, QueryState, buttonClassName } from '../../../components/ui';
import { useServerMessage } from '../../../lib/api/useServerMessage';
import { useDataExport, useRequestDataExport } from '../api/dataExportApi';

/**
 * Settings › Your data › "Download my data": asks for a copy of everything Poliglota holds about
 * the member, shows it being prepared, then offers the file until it expires (one a day).
 */
export function DataExportSection() {
  const { t, i18n } = useTranslation('settings');
  const serverMessage = useServerMessage();
  const current = useDataExport();
  const request = useRequestDataExport();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div className="settings-export">
      <h3 id="data-export-title" className="settings-export__title">
        {t('dataExport.title')}
      </h3>
      <p className="settings-export__hint">{t('dataExport.hint')}</p>
      <QueryState query={current} loading={t('dataExport.loading')} message={t('dataExport.loadError')}>
        {(state) =>
          state.status === 'ready' && state.url ? (
            <div className="settings-export__ready">
              <p role="status">{t('dataExport.ready', { expiresAt: when(state.expiresAt!) })}</p>
              <a className={buttonClassName({ variant: 'secondary' })} href={state.url} download>
                {t('dataExport.download')}
              </a>
            </div>
          ) : state.status === 'preparing' ? (
            <p role="status">{t('dataExport.preparing')}</p>
          ) : (
            <Button type="button" variant="secondary" loading={request.isPending} onClick={() => request.mutate()}>
              {t('dataExport.request')}
            </Button>
          )
        }
      </QueryState>
      {request.isError && <Alert variant="error">{serverMessage(request.error, t('dataExport.requestError'))}</Alert>}
    </div>
  );
}
