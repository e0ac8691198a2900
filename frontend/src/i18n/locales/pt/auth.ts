const auth = {
  deletion: {
    title: 'Exclusão agendada',
    message: 'Sua conta será excluída em {{date}}, com os seus dados. Se mudou de ideia, cancele a exclusão.',
    /** Right after scheduling it: the tab was signed out. */
    howToCancel: 'Você saiu da sua conta. Para cancelar, entre de novo até {{date}} e escolha “Cancelar exclusão”.',
    continue: 'Ir para a página inicial',
    cancelled: 'Exclusão cancelada. Sua conta continua ativa.',
    cancel: 'Cancelar exclusão',
    signOut: 'Sair',
  },
  suspension: {
    title: 'Conta suspensa',
    until: 'Um administrador suspendeu sua conta até {{until}}. Motivo: {{reason}}',
    permanent: 'Um administrador suspendeu sua conta permanentemente. Motivo: {{reason}}',
    signedOut: 'Sua sessão foi encerrada. Você poderá entrar de novo quando a suspensão terminar.',
    signOut: 'Sair',
  },
  callback: {
    suspended: 'Sua conta está suspensa até {{until}}. Motivo: {{reason}}',
    suspendedPermanent: 'Sua conta está suspensa permanentemente. Motivo: {{reason}}',
    suspendedTitle: 'Conta suspensa',
    title: 'Entrando na sua conta',
    signingIn: 'Entrando na sua conta…',
    errorTitle: 'Não foi possível entrar',
    missingCode: 'Código de autorização não encontrado',
    oauthValidation: 'Erro de validação OAuth. Tente fazer login novamente.',
    oauthValidationMobile: 'Erro de validação OAuth em dispositivo móvel. Tente usar o navegador Chrome ou Safari.',
    failed: 'Falha na autenticação. Tente novamente.',
    retry: 'Tentar Novamente',
    tips: {
      title: 'Dicas para celulares e tablets',
      clearCache: 'Limpe o cache e os cookies do navegador.',
      useChromeOrSafari: 'Use o navegador Chrome ou Safari.',
      avoidInAppBrowsers: 'Evite abrir o link dentro de outros aplicativos (Instagram, WhatsApp, Facebook…).',
      disablePopupBlockers: 'Desative bloqueadores de pop-up para este site.',
    },
  },
};

export default auth;
