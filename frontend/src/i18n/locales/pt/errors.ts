const errors = {
  notFound: {
    code: '404',
    title: 'Página não encontrada',
    description: 'O endereço que você abriu não existe ou foi movido.',
    backHome: 'Voltar para o início',
  },
  route: {
    title: 'Não foi possível abrir esta página',
    description: 'Verifique sua conexão e tente novamente.',
    reload: 'Recarregar página',
  },
  // The API's error codes (ADR 0021), by module; params as the API sends them. A code with a
  // `reason` param is looked up with it as context (`POST_NOT_APPROVED_comment`).
  server: {
    IDENTITY: {
      OAUTH_STATE_INVALID: 'Erro de validação OAuth. Tente fazer login novamente.',
      OAUTH_CODE_REJECTED: 'Falha na autenticação. Tente novamente.',
      NOT_SIGNED_IN: 'Faça login para continuar.',
      NOT_ADMINISTRATOR: 'Você não tem permissão para acessar esta área.',
      ADMIN_CREDENTIALS_INVALID: 'Credenciais administrativas inválidas!',
      ADMIN_LOGIN_LOCKED: 'Muitas tentativas de login. Tente novamente em {{minutes}} minuto(s).',
      MEMBER_BANNED: 'Sua conta está suspensa e não pode realizar esta ação.',
      MEMBER_NOT_FOUND: 'Usuário não encontrado',
      NOTIFICATION_NOT_FOUND: 'Notificação não encontrada',
    },
    COMMUNITY: {
      POST_NOT_FOUND: 'Post não encontrado.',
      COMMENT_NOT_FOUND: 'Comentário não encontrado.',
      POST_NOT_APPROVED: 'Este post ainda aguarda aprovação.',
      POST_NOT_APPROVED_comment: 'Só é possível comentar em posts publicados.',
      POST_NOT_APPROVED_delete: 'Este post ainda aguarda aprovação: rejeite-o em vez de excluí-lo.',
      POST_NOT_APPROVED_quality: 'Só posts publicados podem receber o badge de qualidade.',
      POST_NOT_PENDING: 'Este post já foi aprovado.',
      POST_NOT_PENDING_reject: 'Só posts pendentes podem ser rejeitados; um post publicado pode ser excluído.',
      QUALITY_BADGE_ALREADY_GIVEN: 'Este post já possui o badge de qualidade',
      POST_RATE_LIMITED: 'Você pode enviar um post a cada {{interval}} segundos. Tente novamente em {{seconds}} segundo(s).',
      TOO_MANY_PENDING_POSTS:
        'Você já tem {{max}} posts aguardando aprovação. Tente novamente depois que a moderação analisar algum deles.',
      COMMENT_RATE_LIMITED: 'Você pode comentar a cada {{interval}} segundos. Tente novamente em {{seconds}} segundo(s).',
    },
    GAMIFICATION: {
      UNKNOWN_ACTION: 'Tipo de ação desconhecido.',
      INVALID_REFERENCE: 'Referência inválida.',
      INVALID_REFERENCE_type: 'referenceType deve ser {{expectedType}} para {{actionType}}.',
      INVALID_REFERENCE_id: 'referenceId inválido.',
      INVALID_GRANT: 'Concessão de XP inválida.',
      INVALID_GRANT_amount: 'A quantidade de XP deve ser um número inteiro entre 1 e {{max}}.',
      INVALID_GRANT_reason: 'Informe o motivo (até 500 caracteres).',
      INVALID_GRANT_id: 'Identificador inválido.',
    },
    INVALID_CURSOR: 'Cursor inválido.',
    MALFORMED_JSON: 'O corpo da requisição não é um JSON válido.',
    PAYLOAD_TOO_LARGE: 'O corpo da requisição é grande demais.',
    UNAUTHENTICATED: 'Faça login para continuar.',
    NOT_FOUND: 'Recurso não encontrado.',
    METHOD_NOT_ALLOWED: 'Método não permitido.',
    UNSUPPORTED_MEDIA_TYPE: 'Tipo de conteúdo não suportado.',
    RATE_LIMITED: 'Muitas requisições. Tente novamente em instantes.',
    SERVICE_UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    DATABASE_UNAVAILABLE: 'Banco de dados indisponível.',
    INTERNAL_ERROR: 'Erro interno do servidor. Tente novamente.',
  },
};

export default errors;
