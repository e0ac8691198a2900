// Generated from the OpenAPI document by `npm run api:generate`. Do not edit.

/** A field's type and the limits the server checks, as the DTO declares them (JSON Schema keywords). */
export interface FieldLimit {
  readonly type?: 'string' | 'number' | 'integer' | 'boolean' | 'array' | 'object';
  readonly required?: true;
  readonly nullable?: true;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly pattern?: string;
  readonly format?: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly exclusiveMaximum?: number;
  readonly enum?: readonly (string | number | boolean | null)[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly uniqueItems?: boolean;
  /** An array's items. */
  readonly items?: FieldLimit;
  /** The request DTO an object field (or an array item) follows. */
  readonly schema?: string;
}

/** Each request DTO's fields, by DTO name (components.schemas). */
export const requestLimits = {
  AcceptConsentsDto: {
    terms: { type: 'string', required: true, maxLength: 40, pattern: '^[\\w.-]{1,40}$' },
    privacy: { type: 'string', required: true, maxLength: 40, pattern: '^[\\w.-]{1,40}$' },
  },
  AdminCourseDto: {
    title: { type: 'string', required: true, maxLength: 150 },
    description: { type: 'string', required: true, maxLength: 5000 },
    language: { type: 'string', required: true, enum: ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] },
    level: { type: 'string', required: true, enum: ['Iniciante', 'Intermediário', 'Avançado'] },
    cover_image: { type: 'string', nullable: true, maxLength: 2048, pattern: '^(https://|/demo-covers/)', format: 'uri-reference' },
    instructor_name: { type: 'string', nullable: true, maxLength: 200 },
    instructor_picture: { type: 'string', nullable: true, maxLength: 2048, pattern: '^https://', format: 'uri' },
    prerequisites: { type: 'string', nullable: true, maxLength: 5000 },
    learning_objectives: { type: 'string', nullable: true, maxLength: 5000 },
  },
  AdminLoginDto: {
    email: { type: 'string', required: true },
    password: { type: 'string', required: true },
  },
  AdminPromptInputDto: {
    id: { type: 'string', format: 'uuid' },
    language: { type: 'string', required: true, enum: ['pt', 'en'] },
    text: { type: 'string', required: true, minLength: 1, maxLength: 200 },
  },
  AdminPromptsInputDto: {
    prompts: { type: 'array', required: true, maxItems: 100, items: { type: 'object', schema: 'AdminPromptInputDto' } },
  },
  BanMemberDto: {
    reason: { type: 'string', required: true, maxLength: 500 },
    days: { type: 'number', nullable: true, enum: [1, 3, 7, 30, 90] },
    permanent: { type: 'boolean' },
  },
  ChatPresenceDto: {
    connectionId: { type: 'string', maxLength: 64 },
  },
  CommentBodyDto: {
    content: { type: 'string', required: true, minLength: 1, maxLength: 2000 },
  },
  CompleteBodyDto: {
    lessonId: { type: 'string', required: true, format: 'uuid' },
    courseId: { type: 'string', required: true, format: 'uuid' },
    watchTimeSeconds: { type: 'number' },
  },
  CorrectionInputDto: {
    sentences: { type: 'array', required: true, minItems: 1, maxItems: 40, items: { type: 'object', schema: 'SentenceJudgementInputDto' } },
    comment: { type: 'string', nullable: true, maxLength: 1000 },
  },
  CreateCommentDto: {
    content: { type: 'string', required: true, minLength: 1, maxLength: 2000 },
  },
  CreatePostDto: {
    title: { type: 'string', required: true, minLength: 1, maxLength: 150 },
    content: { type: 'string', required: true, minLength: 1, maxLength: 10000 },
    languages: { type: 'array', required: true, minItems: 1, uniqueItems: true, items: { type: 'string', enum: ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'] } },
  },
  CreateSessionDto: {
    code: { type: 'string', required: true },
    state: { type: 'string' },
  },
  DeleteAccountDto: {
    confirm: { type: 'string', required: true, maxLength: 200 },
    keepContent: { type: 'boolean', required: true },
  },
  GiveXpDto: {
    amount: { type: 'number', required: true, minimum: 1, maximum: 10000 },
    reason: { type: 'string', required: true, maxLength: 500 },
  },
  InterfaceLanguageDto: {
    preferredLanguage: { type: 'string', required: true, enum: ['pt', 'en'] },
  },
  LessonBodyDto: {
    module_id: { type: 'string', required: true, format: 'uuid' },
    title: { type: 'string', required: true, maxLength: 150 },
    description: { type: 'string', nullable: true, maxLength: 5000 },
    youtube_video_id: { type: 'string', required: true },
    duration_seconds: { type: 'number', nullable: true, minimum: 0 },
    xp_reward: { type: 'number', nullable: true, minimum: 0, maximum: 500 },
    material_url: { type: 'string', nullable: true, maxLength: 2048, pattern: '^https://', format: 'uri' },
    material_description: { type: 'string', nullable: true, maxLength: 150 },
    lesson_order: { type: 'number', nullable: true, minimum: 1 },
    is_active: { type: 'boolean' },
    is_free: { type: 'boolean' },
  },
  LikeBodyDto: {
    liked: { type: 'boolean' },
  },
  LikeDto: {
    liked: { type: 'boolean' },
  },
  ModerationReasonDto: {
    reason: { type: 'string', maxLength: 500 },
  },
  ModuleBodyDto: {
    title: { type: 'string', required: true, maxLength: 150 },
    description: { type: 'string', nullable: true, maxLength: 5000 },
    is_locked: { type: 'boolean' },
    module_order: { type: 'number', nullable: true, minimum: 1 },
  },
  ProfileSetupDto: {
    name: { type: 'string', required: true, maxLength: 100 },
    biography: { type: 'string', maxLength: 500 },
    userLanguages: { type: 'array', items: { type: 'object', schema: 'UserLanguageDto' } },
    learningLanguage: { type: 'string', nullable: true, enum: ['pt', 'en'] },
    dailyGoal: { type: 'number', nullable: true, enum: [25, 50, 100, 150, 200] },
  },
  ProgressBodyDto: {
    lessonId: { type: 'string', required: true, format: 'uuid' },
    courseId: { type: 'string', required: true, format: 'uuid' },
    lastPositionSeconds: { type: 'number', required: true, minimum: 0 },
    durationSeconds: { type: 'number', nullable: true, minimum: 0 },
    watchTimeSeconds: { type: 'number' },
    completionPercentage: { type: 'number' },
    isCompleted: { type: 'boolean' },
  },
  PushEndpointDto: {
    endpoint: { type: 'string', required: true, maxLength: 2048 },
  },
  PushKeysDto: {
    p256dh: { type: 'string', required: true },
    auth: { type: 'string', required: true },
  },
  PushSubscriptionDto: {
    endpoint: { type: 'string', required: true, maxLength: 2048 },
    expirationTime: { type: 'number', nullable: true },
    keys: { type: 'object', schema: 'PushKeysDto', required: true },
  },
  QuizAnswerBodyDto: {
    questionId: { type: 'string', required: true, format: 'uuid' },
    answer: { type: 'object', schema: 'QuizAnswerInputDto', required: true },
  },
  QuizAnswerInputDto: {
    choice: { type: 'integer', minimum: 0, maximum: 5 },
    text: { type: 'string', maxLength: 1000 },
  },
  QuizBodyDto: {
    questions: { type: 'array', required: true, minItems: 1, maxItems: 20, items: { type: 'object', schema: 'QuizQuestionBodyDto' } },
  },
  QuizQuestionBodyDto: {
    id: { type: 'string', format: 'uuid' },
    type: { type: 'string', required: true, enum: ['choice', 'text', 'order'] },
    prompt: { type: 'string', required: true, minLength: 1, maxLength: 300 },
    promptLanguage: { type: 'string', required: true, enum: ['pt', 'en'] },
    explanation: { type: 'string', nullable: true, maxLength: 500 },
    choices: { type: 'array', nullable: true, minItems: 2, maxItems: 6, items: { type: 'string', minLength: 1, maxLength: 200 } },
    correctChoice: { type: 'integer', nullable: true, minimum: 0, maximum: 5 },
    acceptedAnswers: { type: 'array', nullable: true, minItems: 1, maxItems: 10, items: { type: 'string', minLength: 1, maxLength: 200 } },
    strictAccents: { type: 'boolean', nullable: true },
    distractors: { type: 'array', nullable: true, maxItems: 6, items: { type: 'string', minLength: 1, maxLength: 200 } },
  },
  RateBodyDto: {
    rating: { type: 'number', required: true, minimum: 1, maximum: 5 },
    review: { type: 'string', nullable: true, maxLength: 1000 },
  },
  RejectBodyDto: {
    reason: { type: 'string', nullable: true, maxLength: 500 },
  },
  ReplyInputDto: {
    text: { type: 'string', required: true, minLength: 1, maxLength: 1000 },
  },
  ReportBodyDto: {
    targetType: { type: 'string', required: true, enum: ['post', 'post_comment', 'course', 'course_comment', 'lesson_comment', 'chat_message', 'member', 'writing', 'correction', 'writing_reply'] },
    targetId: { type: 'string', required: true, format: 'uuid' },
    reason: { type: 'string', required: true, enum: ['spam', 'harassment', 'inappropriate', 'other'] },
    details: { type: 'string', maxLength: 500 },
  },
  ResolveFlagsDto: {
    action: { type: 'string', required: true, enum: ['keep', 'remove'] },
    note: { type: 'string', maxLength: 500 },
  },
  ReviewAnswerBodyDto: {
    clientId: { type: 'string', required: true, format: 'uuid' },
    answer: { type: 'object', schema: 'ReviewAnswerInputDto', required: true },
    answeredAt: { type: 'string', maxLength: 40, format: 'date-time' },
  },
  ReviewAnswerInputDto: {
    choice: { type: 'integer', minimum: 0, maximum: 5 },
    text: { type: 'string', maxLength: 1000 },
  },
  ReviewSettingsInputDto: {
    newPerDay: { type: 'integer', required: true, minimum: 0, maximum: 50 },
    desiredRetention: { type: 'integer', required: true, minimum: 80, maximum: 97 },
  },
  SendChatMessageDto: {
    content: { type: 'string', required: true, minLength: 1, maxLength: 500 },
  },
  SentenceJudgementInputDto: {
    index: { type: 'number', required: true, minimum: 0, maximum: 39 },
    verdict: { type: 'string', required: true, enum: ['correct', 'corrected'] },
    corrected: { type: 'string', minLength: 1, maxLength: 1000 },
    note: { type: 'string', maxLength: 300 },
  },
  SettingsLanguageDto: {
    language: { type: 'string', required: true, enum: ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'] },
    proficiency: { type: 'string', required: true, enum: ['Iniciante', 'Intermediário', 'Avançado', 'Fluente', 'Nativo'] },
  },
  TogglePublicDto: {
    is_published: { type: 'boolean', required: true },
  },
  UpdateSettingsDto: {
    name: { type: 'string', required: true, maxLength: 100 },
    biography: { type: 'string', maxLength: 500 },
    profilePicture: { type: 'string', nullable: true },
    preferredLanguage: { type: 'string', enum: ['pt', 'en'] },
    dailyGoal: { type: 'number', enum: [25, 50, 100, 150, 200] },
    isProfilePublic: { type: 'boolean' },
    emailNotifications: { type: 'boolean' },
    pushNotifications: { type: 'boolean' },
    communityNotifications: { type: 'boolean' },
    userLanguages: { type: 'array', items: { type: 'object', schema: 'SettingsLanguageDto' } },
  },
  UploadCourseDto: {
    title: { type: 'string', required: true, maxLength: 150 },
    description: { type: 'string', required: true, maxLength: 5000 },
    language: { type: 'string', required: true, enum: ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] },
    level: { type: 'string', required: true, enum: ['Iniciante', 'Intermediário', 'Avançado', 'Completo'] },
    cover_image: { type: 'string', required: true, maxLength: 2048, pattern: '^(https://|/demo-covers/)', format: 'uri-reference' },
    torrent_file_url: { type: 'string', maxLength: 2048, pattern: '^(https://|magnet:\\?xt=urn:btih:)', format: 'uri' },
    external_link: { type: 'string', maxLength: 2048, pattern: '^https://', format: 'uri' },
    uploadType: { type: 'string', required: true, enum: ['torrent', 'external'] },
  },
  UserLanguageDto: {
    language: { type: 'string', required: true, enum: ['pt', 'en', 'es', 'fr', 'de', 'it', 'ja', 'ko', 'ru', 'zh', 'ar'] },
    proficiency: { type: 'string', required: true, enum: ['Iniciante', 'Intermediário', 'Avançado', 'Fluente', 'Nativo'] },
  },
  WebVitalDto: {
    name: { type: 'string', required: true, enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] },
    value: { type: 'number', required: true, minimum: 0 },
    rating: { type: 'string', required: true, enum: ['good', 'needs-improvement', 'poor'] },
    route: { type: 'string', required: true, enum: ['/', '/auth/callback', '/dashboard', '/profile/setup', '/cursos', '/curso/:courseId', '/curso/:courseId/avaliar', '/curso/:courseId/aula/:lessonId', '/upload-curso', '/comunidade', '/comunidade/post/:postId', '/correcoes', '/correcoes/escrever', '/correcoes/:writingId', '/correcoes/:writingId/editar', '/revisao', '/ranking', '/patentes', '/chat', '/configuracoes', '/perfil', '/perfil-publico/:userId', '/notificacoes', '/admin', '/admin/posts', '/admin/users', '/admin/courses', '/admin/courses/:courseId/content', '/admin/reports', '/admin/flags', '/admin/audit', '/admin/debug', '/admin/writing-prompts'] },
    navigationType: { type: 'string', required: true, enum: ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'] },
  },
  WebVitalsBatchDto: {
    metrics: { type: 'array', required: true, minItems: 1, maxItems: 20, items: { type: 'object', schema: 'WebVitalDto' } },
  },
  WritingInputDto: {
    language: { type: 'string', required: true, enum: ['pt', 'en'] },
    title: { type: 'string', nullable: true, maxLength: 120 },
    text: { type: 'string', required: true, minLength: 1, maxLength: 3000 },
    promptId: { type: 'string', nullable: true, format: 'uuid' },
  },
  XpAddDto: {
    actionType: { type: 'string', required: true, enum: ['daily_login', 'create_post', 'post_approved', 'comment_post', 'give_like', 'like_post', 'upload_course', 'course_upload_approved', 'comment_course', 'like_course', 'quality_content', 'refer_user', 'referral', 'watch_lesson', 'complete_lesson', 'complete_course', 'quiz_correct', 'answer_quiz', 'admin_grant'] },
    referenceId: { type: 'string', required: true },
    referenceType: { type: 'string', required: true },
  },
} as const satisfies Record<string, Record<string, FieldLimit>>;

/** Each operation's limited query parameters, by operationId. */
export const queryLimits = {
  getAdminUserDetails: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  getAwardForAction: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  getDashboard: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  getPublicProfile: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  getReviewSession: {
    limit: { type: 'number', minimum: 1, maximum: 50 },
  },
  getXpHistory: {
    limit: { type: 'number', minimum: 1, maximum: 50 },
  },
  listAdminAudit: {
    member: { type: 'string', format: 'uuid' },
    page: { type: 'number', minimum: 1 },
  },
  listAdminUsers: {
    page: { type: 'number', minimum: 1 },
    limit: { type: 'number', minimum: 1, maximum: 100 },
    search: { type: 'string', maxLength: 100 },
  },
  listApprovedPosts: {
    page: { type: 'number', minimum: 1 },
    limit: { type: 'number', minimum: 1, maximum: 10 },
  },
  listBadges: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  listChatMessages: {
    after: { type: 'string', format: 'uuid' },
    before: { type: 'string', format: 'uuid' },
    limit: { type: 'number', minimum: 1, maximum: 100 },
  },
  listCommunityPosts: {
    limit: { type: 'number', minimum: 1, maximum: 50 },
  },
  listCourses: {
    language: { type: 'string', enum: ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] },
    level: { type: 'string', enum: ['Iniciante', 'Intermediário', 'Avançado', 'Completo'] },
    search: { type: 'string', maxLength: 100 },
    page: { type: 'number', minimum: 1 },
  },
  listFlags: {
    status: { type: 'string', enum: ['open', 'closed'] },
    page: { type: 'number', minimum: 1 },
  },
  listMyUploadedCourses: {
    language: { type: 'string', enum: ['es', 'fr', 'ja', 'en', 'de', 'it', 'pt', 'zh', 'ko', 'ru'] },
    level: { type: 'string', enum: ['Iniciante', 'Intermediário', 'Avançado', 'Completo'] },
  },
  listNotifications: {
    limit: { type: 'number', minimum: 1, maximum: 50 },
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  listRanks: {
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
  listWritingQueue: {
    language: { type: 'string', enum: ['pt', 'en'] },
  },
  search: {
    q: { type: 'string', required: true, minLength: 2, maxLength: 100 },
    type: { type: 'string', required: true, enum: ['post', 'course'] },
    cursor: { type: 'string', maxLength: 200 },
  },
  streamChatRoom: {
    lastEventId: { type: 'number', minimum: 0 },
  },
  streamMemberEvents: {
    lastEventId: { type: 'number', minimum: 0 },
    lang: { type: 'string', enum: ['pt', 'en'] },
  },
} as const satisfies Record<string, Record<string, FieldLimit>>;
