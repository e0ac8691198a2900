import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isKnownAuditAction } from '../model/auditActions';

/**
 * Words for the audit log's codes in the reader's language; a code without words (a module, a
 * target or an action added on the server later) is shown as the code itself.
 */
export function useAuditLabels() {
  const { t, i18n } = useTranslation('admin');
  const known = useCallback((group: 'modules' | 'targets', code: string) => i18n.exists(`admin:audit.${group}.${code}`), [i18n]);
  return useMemo(
    () => ({
      action: (code: string) => (isKnownAuditAction(code) ? t(`audit.actions.${code}`) : code),
      module: (code: string) => (known('modules', code) ? t(`audit.modules.${code}` as 'audit.modules.admin') : code),
      target: (code: string) => (known('targets', code) ? t(`audit.targets.${code}` as 'audit.targets.member') : code),
    }),
    [t, known],
  );
}
