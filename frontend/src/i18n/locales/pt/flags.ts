// Reporting an item (components/flags) and blocking a member (components/blocks): the menu items, the dialogs and what they answer.
const flags = {
  /**
   * Blocking another member (components/blocks): on a profile; in the ⋯ menu of a post, a comment,
   * a chat message. Worded without gender (the member may be anyone): "Você bloqueou Ana.".
   */
  blocks: {
    block: 'Bloquear',
    label: 'Bloquear {{name}}',
    cancel: 'Cancelar',
    confirmTitle: 'Bloquear {{name}}?',
    confirmMessage:
      'Você não verá mais posts, comentários, mensagens no chat nem cursos de {{name}}, e as curtidas e comentários dessa pessoa não gerarão notificações para você. Ninguém avisa {{name}} do bloqueio. Você pode desfazê-lo em Configurações › Privacidade.',
    done: 'Você bloqueou {{name}}.',
    error: 'Não foi possível bloquear agora. Tente novamente.',
    state: 'Você bloqueou este membro',
    unblock: 'Desbloquear',
    unblockLabel: 'Desbloquear {{name}}',
    undone: 'Bloqueio desfeito: você voltará a ver o que {{name}} escreve.',
    unblockError: 'Não foi possível desfazer o bloqueio agora. Tente novamente.',
  },
  menu: {
    post: 'Mais ações: publicação de {{name}}',
    comment: 'Mais ações: comentário de {{name}}',
    course: 'Mais ações: curso {{name}}',
    message: 'Mais ações: mensagem de {{name}}',
    member: 'Mais ações: perfil de {{name}}',
    writing: 'Mais ações: texto de {{name}}',
    correction: 'Mais ações: correção de {{name}}',
    writing_reply: 'Mais ações: resposta de {{name}}',
  },
  report: {
    action: 'Denunciar',
    title: {
      post: 'Denunciar publicação',
      post_comment: 'Denunciar comentário',
      course: 'Denunciar curso',
      course_comment: 'Denunciar comentário',
      lesson_comment: 'Denunciar comentário',
      chat_message: 'Denunciar mensagem',
      member: 'Denunciar perfil',
      writing: 'Denunciar texto',
      correction: 'Denunciar correção',
      writing_reply: 'Denunciar resposta',
    },
    intro: 'Conte à equipe de moderação o que há de errado. Quem escreveu não saberá que foi você.',
    reason: 'Motivo',
    reasonRequired: 'Escolha um motivo.',
    details: 'Detalhes (opcional)',
    detailsHint: 'O que a equipe precisa saber para entender o problema?',
    submit: 'Enviar denúncia',
    cancel: 'Cancelar',
  },
  reasons: {
    spam: 'Spam',
    harassment: 'Assédio',
    inappropriate: 'Conteúdo impróprio',
    other: 'Outro',
  },
  reasonHints: {
    spam: 'Propaganda, golpes ou a mesma mensagem repetida.',
    harassment: 'Ofensas, ameaças ou perseguição a alguém.',
    inappropriate: 'Conteúdo sexual, violento ou de ódio.',
    other: 'Algo diferente que a equipe deve ver.',
  },
  done: {
    title: 'Obrigado por avisar',
    message: 'Sua denúncia chegou à equipe de moderação. Se o conteúdo violar as regras da comunidade, ele será removido, e você receberá uma notificação quando a denúncia for analisada.',
    replaced: 'Você já tinha denunciado este item: guardamos o novo motivo no lugar do anterior.',
    close: 'Fechar',
  },
  errors: {
    rateLimitedHours_one: 'Você chegou ao limite de denúncias de hoje. Tente de novo em {{count}} hora.',
    rateLimitedHours_other: 'Você chegou ao limite de denúncias de hoje. Tente de novo em {{count}} horas.',
    rateLimitedMinutes_one: 'Você chegou ao limite de denúncias de hoje. Tente de novo em {{count}} minuto.',
    rateLimitedMinutes_other: 'Você chegou ao limite de denúncias de hoje. Tente de novo em {{count}} minutos.',
    gone: 'Este conteúdo não existe mais: talvez já tenha sido removido.',
    banned: 'Sua conta está suspensa e não pode enviar denúncias.',
    connection: 'Sem conexão. Verifique sua internet e tente de novo.',
    failed: 'Não foi possível enviar a denúncia. Tente de novo.',
  },
};

export default flags;
