// Generated from the OpenAPI document by `npm run api:generate`. Do not edit.
export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process is up */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the database is reachable */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/google/redirect_url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a Google sign-in: the provider's authorization URL (state and PKCE bound to this browser) */
        get: operations["getGoogleRedirectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Finish a sign-in: exchange the authorization code for a session */
        post: operations["createSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out: ends the session on the server */
        get: operations["logout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in member */
        get: operations["getCurrentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the member completed (or skipped) the profile setup */
        get: operations["checkProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete the profile: name, biography and spoken languages */
        post: operations["setUpProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/skip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Skip the profile setup for now (not asked again) */
        post: operations["skipProfile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's own profile */
        get: operations["getOwnProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's notifications, newest first, in the reader's language */
        get: operations["listNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many notifications the member has not read (the bell) */
        get: operations["countUnreadNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all of the member's notifications read */
        post: operations["markAllNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one of the member’s notifications read (idempotent) */
        post: operations["markNotificationRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Administrator sign-in with e-mail and password */
        post: operations["adminLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this browser has an administrator session */
        get: operations["getAdminSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the administrator session */
        post: operations["adminLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ranks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The ten patentes, lowest first (with the reader’s status when signed in) */
        get: operations["listRanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/xp/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where XP comes from: the amounts and limits (the /patentes table) */
        get: operations["getXpRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/badges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s badges and the whole catalogue */
        get: operations["listBadges"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/xp/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the member’s XP came from: their ledger, newest first */
        get: operations["getXpHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/xp/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** What the server already awarded for one of the member’s actions (for toasts); never creates XP */
        post: operations["getAwardForAction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ranking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This week’s ranking: the first 100, how many are ranked, and the caller’s own position */
        get: operations["getRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published posts, pinned first then newest (the first page starts with the caller's posts awaiting approval) */
        get: operations["listCommunityPosts"];
        put?: never;
        /** Send a post to the review queue (published after approval) */
        post: operations["createCommunityPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a published post (or of your own post awaiting approval), oldest first */
        get: operations["listPostComments"];
        put?: never;
        /** Comment on a published post */
        post: operations["addPostComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/posts/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a published post: {liked} sets the state, no body toggles */
        post: operations["likePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/community/comments/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a comment: {liked} sets the state, no body toggles */
        post: operations["likeComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The review queue: posts awaiting approval, oldest first */
        get: operations["listPendingPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published posts, newest first, in pages of up to 10 */
        get: operations["listApprovedPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A post's comments with their authors' e-mails, oldest first */
        get: operations["listPostCommentsForModeration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a post from the review queue (its author is notified) */
        post: operations["approvePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a post from the review queue: it is removed permanently */
        post: operations["rejectPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a published post with its comments and likes */
        delete: operations["deletePost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/posts/{id}/quality-badge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a published post the quality badge (one way) */
        post: operations["markPostQuality"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/comments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a comment */
        delete: operations["deleteComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The admin home’s four cards */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members, newest first, 20 per page; search by part of the name or e-mail */
        get: operations["listAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member’s profile, badges, recent posts, bans, XP grants and audit entries */
        get: operations["getAdminUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/ban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ban a member for 1, 3, 7, 30 or 90 days or permanently; their sessions end at once */
        post: operations["banUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/unban": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End a member’s ban */
        post: operations["unbanUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/give-xp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Give a member XP (ledger entry admin_grant, notification admin_message); once per Idempotency-Key */
        post: operations["giveUserXp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The audit log of every administrator action, newest first, 50 per page */
        get: operations["listAdminAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/debug/database": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Database diagnostics: totals, orphaned posts, recent members and posts */
        get: operations["getAdminDebugDatabase"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/landing/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live numbers for the landing page (no sign-in needed) */
        get: operations["getLandingStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s dashboard: progress, rank, badges, ranking position */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        HealthDto: {
            /** @example ok */
            status: string;
            /**
             * @description Seconds since the process started
             * @example 12.5
             */
            uptimeSeconds: number;
        };
        ReadinessDto: {
            /** @example ok */
            status: string;
            /** @example up */
            database: string;
        };
        ErrorBody: {
            /** @example 400 */
            statusCode: number;
            /** @example Bad Request */
            error: string;
            /** @example Nome é obrigatório */
            message: string;
            /**
             * @description Stable machine-readable code
             * @example VALIDATION_FAILED
             */
            code: string;
            /**
             * @description Per-field messages, for validation failures
             * @example {
             *       "name": [
             *         "Nome é obrigatório"
             *       ]
             *     }
             */
            fields?: Record<string, never>;
            /**
             * @description Values for the client to interpolate into its translation of `code`
             * @example {
             *       "max": 5
             *     }
             */
            params?: Record<string, never>;
            /** @description Seconds until a rate-limited call may be retried */
            retryAfterSeconds?: number;
        };
        RedirectUrlDto: {
            /** @description The provider's authorization URL to navigate to */
            redirectUrl: string;
        };
        CreateSessionDto: {
            /** @description Authorization code from the provider */
            code: string;
            /** @description The state returned by the provider */
            state?: string;
        };
        GoogleUserDataDto: {
            name: string;
            given_name: string | null;
            picture: string | null;
        };
        CurrentUserDto: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            given_name: string | null;
            picture: string | null;
            google_user_data: components["schemas"]["GoogleUserDataDto"];
            /** @enum {string} */
            preferred_language: "pt" | "en";
            profile_completed: boolean;
            profile_skipped: boolean;
            is_admin: boolean;
        };
        SuccessDto: {
            /** @example true */
            success: boolean;
        };
        ProfileCheckDto: {
            profileCompleted: boolean;
            profileSkipped: boolean;
            /** @description Whether to send the member to /profile/setup */
            needsSetup: boolean;
        };
        UserLanguageDto: {
            /** @enum {string} */
            language: "Inglês" | "Espanhol" | "Francês" | "Alemão" | "Italiano" | "Japonês" | "Coreano" | "Russo" | "Português" | "Mandarim" | "Árabe";
            /** @enum {string} */
            proficiency: "Iniciante" | "Intermediário" | "Avançado" | "Fluente" | "Nativo";
        };
        ProfileSetupDto: {
            name: string;
            /** @default  */
            biography: string;
            /** @default [] */
            userLanguages: components["schemas"]["UserLanguageDto"][];
        };
        ProfileDto: {
            /** Format: uuid */
            id: string;
            email: string;
            name: string;
            biography: string;
            picture: string | null;
            /** @enum {string} */
            preferred_language: "pt" | "en";
            daily_goal: number;
            is_profile_public: boolean;
            profile_completed: boolean;
            profile_skipped: boolean;
            /** Format: date-time */
            created_at: string;
            userLanguages: components["schemas"]["UserLanguageDto"][];
        };
        NotificationDto: {
            /** Format: uuid */
            id: string;
            /** @example Você subiu de nível! */
            title: string;
            /** @example Parabéns! Você alcançou o nível 2: Aprendiz de Palavras. */
            message: string;
            /** @enum {string} */
            notification_type: "level_up" | "community" | "admin_message" | "other";
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
        };
        NotificationPageDto: {
            /** @description Newest first */
            notifications: components["schemas"]["NotificationDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        UnreadCountDto: {
            /** @example 3 */
            count: number;
        };
        MarkAllReadDto: {
            /** @example true */
            success: boolean;
            /**
             * @description How many notifications were unread and are now read
             * @example 4
             */
            updated: number;
        };
        NotificationReadDto: {
            /** @example true */
            success: boolean;
        };
        AdminLoginDto: {
            email: string;
            password: string;
        };
        AdminUserDto: {
            email: string;
            name: string;
        };
        AdminLoginResultDto: {
            /** @example true */
            success: boolean;
            user: components["schemas"]["AdminUserDto"];
        };
        AdminSessionDto: {
            authenticated: boolean;
            user: components["schemas"]["AdminUserDto"] | null;
        };
        RankDto: {
            /** @example 2 */
            id: number;
            /** @example 2 */
            level: number;
            /**
             * @description Proper name of the patente (same in pt and en)
             * @example Aprendiz de Palavras
             */
            name: string;
            /** @example As primeiras palavras já fazem sentido. */
            description: string;
            /** @example 100 */
            xp_required: number;
            /** @example #16A34A */
            badge_color: string;
            /** @example #FFFFFF */
            text_color: string;
            /**
             * @description Only for a signed-in reader: unlocked when reached, next when it is the following one, else locked
             * @enum {string}
             */
            status?: "unlocked" | "next" | "locked";
        };
        LocalizedTextDto: {
            /** @example Login diário */
            pt: string;
            /** @example Daily login */
            en: string;
        };
        XpSourceDto: {
            /** @example daily_login */
            action: string;
            /**
             * @description null when it varies (lesson reward, admin grant)
             * @example 5
             */
            amount: number | null;
            label: components["schemas"]["LocalizedTextDto"];
            note: components["schemas"]["LocalizedTextDto"] | null;
        };
        XpRulesDto: {
            sources: components["schemas"]["XpSourceDto"][];
            /**
             * @description Like XP (given and received) counts at most this often per member per São Paulo day
             * @example 25
             */
            likeDailyCap: number;
            /**
             * @example [
             *       25,
             *       50,
             *       100,
             *       150,
             *       200
             *     ]
             */
            dailyGoals: number[];
        };
        BadgeDto: {
            /** @example 1 */
            id: number;
            /**
             * @description Stable code of the badge
             * @example first_post
             */
            code: string;
            /**
             * @description In the reader's language
             * @example Primeira Publicação
             */
            name: string;
            /** @example Teve o primeiro post aprovado na comunidade. */
            description: string;
            /** @example 📝 */
            icon: string;
            /** @example #2563EB */
            badge_color: string;
            /**
             * Format: date-time
             * @description When the reader earned it; null if not earned
             */
            earned_at: string | null;
        };
        BadgesDto: {
            /** @description The reader's badges, most recent first */
            userBadges: components["schemas"]["BadgeDto"][];
            /** @description The whole catalogue (earned_at set for the earned ones) */
            allBadges: components["schemas"]["BadgeDto"][];
        };
        XpHistoryEntryDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description Ledger action; reversals end in _reversal
             * @example daily_login
             */
            action_type: string;
            /**
             * @description Negative for a reversal; 0 when a cap applied
             * @example 5
             */
            amount: number;
            reason: components["schemas"]["LocalizedTextDto"];
            /** @example day */
            reference_type: string;
            /** @example 2026-03-10 */
            reference_id: string;
            /**
             * @description São Paulo day the entry counts for
             * @example 2026-03-10
             */
            day: string;
            /** Format: date-time */
            created_at: string;
        };
        XpHistoryDto: {
            /** @description Newest first */
            entries: components["schemas"]["XpHistoryEntryDto"][];
            /** @description Pass as `cursor` for the next page; null on the last page */
            nextCursor: string | null;
        };
        XpAddDto: {
            /**
             * @example give_like
             * @enum {string}
             */
            actionType: "daily_login" | "create_post" | "post_approved" | "comment_post" | "give_like" | "like_post" | "upload_course" | "course_upload_approved" | "comment_course" | "like_course" | "quality_content" | "refer_user" | "referral" | "watch_lesson" | "complete_lesson" | "complete_course" | "quiz_correct" | "answer_quiz" | "admin_grant";
            /**
             * @description A uuid, or a YYYY-MM-DD day for daily_login
             * @example 7d5c3c1e-3f1a-4a5e-9a57-0f1f4b7f2a10
             */
            referenceId: string;
            /**
             * @description post, comment, course, lesson, question, member or day (per action)
             * @example post
             */
            referenceType: string;
        };
        XpAddBadgeDto: {
            /** @example Primeira Publicação */
            name: string;
            /** @example 📝 */
            icon: string;
        };
        XpAddResultDto: {
            /** @example true */
            success: boolean;
            /**
             * @description XP the server awarded for this action and reference (0 if none)
             * @example 2
             */
            xpGained: number;
            /**
             * @description Whether that award made the member reach a new level
             * @example false
             */
            levelUp: boolean;
            /**
             * @description The level reached by that award, else the current level
             * @example 2
             */
            newLevel: number;
            /** @description Badges that award granted */
            badges: components["schemas"]["XpAddBadgeDto"][];
        };
        RankingUserDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description Same as id (the original client’s name for it)
             */
            mocha_user_id: string;
            /** @example Ana Souza */
            name: string;
            profile_picture: string | null;
            /** @example 420 */
            xp_total: number;
            /**
             * @description XP earned this São Paulo week (Monday to Sunday)
             * @example 85
             */
            weekly_xp: number;
            /** @example 3 */
            level: number;
            /**
             * @description Position in this week’s ranking, from 1
             * @example 1
             */
            rank: number;
            /** @example Explorador de Idiomas */
            rank_name: string;
            /** @example #0891B2 */
            badge_color: string;
            /** @example #FFFFFF */
            text_color: string;
            /**
             * @description Consecutive São Paulo days with a login; 0 once a day was missed
             * @example 4
             */
            streak_days: number;
        };
        RankingDto: {
            /**
             * @description Monday (São Paulo) of the ranked week
             * @example 2026-03-09
             */
            weekStart: string;
            /** @description The first 100 of the week */
            topUsers: components["schemas"]["RankingUserDto"][];
            /**
             * @description How many members are ranked
             * @example 1234
             */
            totalUsers: number;
            /** @description The caller, with their position (also beyond 100) */
            currentUser: components["schemas"]["RankingUserDto"];
        };
        CommunityPostDto: {
            author_name: string;
            author_picture: string | null;
            /**
             * Format: uuid
             * @description The author's member id
             */
            author_mocha_id: string;
            /** @example 1 */
            author_level: number;
            /** @example Calouro Linguístico */
            author_rank_name: string;
            /** @example #6B7280 */
            author_rank_color: string;
            /** @example #FFFFFF */
            author_text_color: string;
            /** Format: uuid */
            id: string;
            /** @description Plain text: render as text, never as HTML */
            title: string;
            /** @description Plain text: render as text, never as HTML */
            content: string;
            languages: ("Português" | "Inglês" | "Espanhol" | "Francês" | "Alemão" | "Italiano" | "Japonês" | "Coreano" | "Russo" | "Mandarim" | "Árabe")[];
            /**
             * @description languages joined with commas; Geral when empty
             * @example Inglês, Japonês
             */
            language: string;
            /** Format: date-time */
            created_at: string;
            is_pinned: boolean;
            has_quality_badge: boolean;
            /** @description Same as likes_count */
            likes: number;
            likes_count: number;
            comments_count: number;
            is_liked_by_user: boolean;
            /** @enum {string} */
            status: "pending" | "approved";
            /** @description True while the post waits in the review queue (seen only by its author) */
            awaiting_approval: boolean;
        };
        PostPageDto: {
            posts: components["schemas"]["CommunityPostDto"][];
            /** @description Pass as cursor for the next page; null on the last */
            nextCursor: string | null;
        };
        CreatePostDto: {
            /** @description Plain text, trimmed */
            title: string;
            /** @description Plain text, trimmed */
            content: string;
            /**
             * @example [
             *       "Inglês",
             *       "Japonês"
             *     ]
             */
            languages: ("Português" | "Inglês" | "Espanhol" | "Francês" | "Alemão" | "Italiano" | "Japonês" | "Coreano" | "Russo" | "Mandarim" | "Árabe")[];
        };
        CreatePostResultDto: {
            /** @example true */
            success: boolean;
            post: components["schemas"]["CommunityPostDto"];
        };
        CommunityCommentDto: {
            author_name: string;
            author_picture: string | null;
            /**
             * Format: uuid
             * @description The author's member id
             */
            author_mocha_id: string;
            /** @example 1 */
            author_level: number;
            /** @example Calouro Linguístico */
            author_rank_name: string;
            /** @example #6B7280 */
            author_rank_color: string;
            /** @example #FFFFFF */
            author_text_color: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            post_id: string;
            /** @description Plain text: render as text, never as HTML */
            content: string;
            /** Format: date-time */
            created_at: string;
            likes: number;
            is_liked_by_user: boolean;
        };
        CommentListDto: {
            comments: components["schemas"]["CommunityCommentDto"][];
        };
        CreateCommentDto: {
            /** @description Plain text, trimmed */
            content: string;
        };
        CreateCommentResultDto: {
            /** @example true */
            success: boolean;
            comment: components["schemas"]["CommunityCommentDto"];
        };
        LikeDto: {
            /** @description The state to set (idempotent). Without it the like toggles; a toggle within 1 s of the previous change is ignored. */
            liked?: boolean;
        };
        LikeResultDto: {
            /** @description How many members like it now */
            likes: number;
            /** @description Whether the caller likes it now */
            is_liked: boolean;
        };
        AdminPostDto: {
            author_name: string;
            author_picture: string | null;
            /**
             * Format: uuid
             * @description The author's member id
             */
            author_mocha_id: string;
            /** @example 1 */
            author_level: number;
            /** @example Calouro Linguístico */
            author_rank_name: string;
            /** @example #6B7280 */
            author_rank_color: string;
            /** @example #FFFFFF */
            author_text_color: string;
            /** Format: uuid */
            id: string;
            /** @description Plain text: render as text, never as HTML */
            title: string;
            /** @description Plain text: render as text, never as HTML */
            content: string;
            languages: ("Português" | "Inglês" | "Espanhol" | "Francês" | "Alemão" | "Italiano" | "Japonês" | "Coreano" | "Russo" | "Mandarim" | "Árabe")[];
            /**
             * @description languages joined with commas; Geral when empty
             * @example Inglês, Japonês
             */
            language: string;
            /** Format: date-time */
            created_at: string;
            is_pinned: boolean;
            has_quality_badge: boolean;
            /** @description Same as likes_count */
            likes: number;
            likes_count: number;
            comments_count: number;
            is_liked_by_user: boolean;
            /** @enum {string} */
            status: "pending" | "approved";
            /** @description True while the post waits in the review queue (seen only by its author) */
            awaiting_approval: boolean;
            author_email: string | null;
            /** Format: date-time */
            approved_at: string | null;
            /** @description E-mail of the approving administrator */
            approved_by: string | null;
        };
        PendingPostsDto: {
            /** @description Oldest first */
            posts: components["schemas"]["AdminPostDto"][];
        };
        ApprovedPostsDto: {
            /** @description Newest first */
            posts: components["schemas"]["AdminPostDto"][];
            page: number;
            /** @description At least 1 */
            totalPages: number;
            total: number;
        };
        AdminCommentDto: {
            author_name: string;
            author_picture: string | null;
            /**
             * Format: uuid
             * @description The author's member id
             */
            author_mocha_id: string;
            /** @example 1 */
            author_level: number;
            /** @example Calouro Linguístico */
            author_rank_name: string;
            /** @example #6B7280 */
            author_rank_color: string;
            /** @example #FFFFFF */
            author_text_color: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            post_id: string;
            /** @description Plain text: render as text, never as HTML */
            content: string;
            /** Format: date-time */
            created_at: string;
            likes: number;
            is_liked_by_user: boolean;
            author_email: string | null;
        };
        AdminCommentListDto: {
            /** @description Oldest first */
            comments: components["schemas"]["AdminCommentDto"][];
        };
        ModerationResultDto: {
            /** @example true */
            success: boolean;
            /** @example Post aprovado! O autor foi notificado. */
            message: string;
        };
        ModerationReasonDto: {
            /** @description Recorded in the moderation audit trail */
            reason?: string;
        };
        AdminStatsDto: {
            totalUsers: number;
            /** @description Published courses */
            totalCourses: number;
            /** @description Community posts, pending and published */
            totalPosts: number;
            /** @description Members with any request on today’s São Paulo day */
            activeUsers: number;
        };
        AdminUserRowDto: {
            /** Format: uuid */
            id: string;
            /**
             * Format: uuid
             * @description The same member id (the spec’s legacy name)
             */
            mocha_user_id: string;
            name: string;
            email: string;
            profile_picture: string | null;
            level: number;
            xp_total: number;
            rank_name: string;
            /** Format: date-time */
            created_at: string;
            /**
             * Format: date
             * @description São Paulo day of the last request
             */
            last_activity_date: string | null;
            streak_days: number;
            post_count: number;
            comment_count: number;
            /** @description A ban is in force now (an expired temporary ban is not) */
            is_banned: boolean;
            /**
             * Format: date-time
             * @description End of the temporary ban in force
             */
            ban_expires_at: string | null;
            ban_permanent: boolean;
            ban_reason: string | null;
            /** @description Administrators cannot be banned */
            is_admin: boolean;
        };
        UsersMetadataDto: {
            pageSize: number;
            search: string | null;
        };
        UsersPageDto: {
            users: components["schemas"]["AdminUserRowDto"][];
            totalUsers: number;
            currentPage: number;
            totalPages: number;
            hasNextPage: boolean;
            hasPrevPage: boolean;
            metadata: components["schemas"]["UsersMetadataDto"];
        };
        UserBadgeDto: {
            id: number;
            name: string;
            icon: string;
            badge_color: string;
            /** Format: date-time */
            earned_at: string | null;
        };
        UserPostDto: {
            /** Format: uuid */
            id: string;
            title: string;
            content: string;
            /** Format: date-time */
            created_at: string;
            likes: number;
            comments_count: number;
        };
        BanHistoryEntryDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            action: "ban" | "unban";
            admin_email: string;
            reason: string | null;
            /** @enum {number|null} */
            days: 1 | 3 | 7 | 30 | 90 | null;
            permanent: boolean;
            /** Format: date-time */
            until: string | null;
            /** Format: date-time */
            created_at: string;
        };
        XpGrantEntryDto: {
            /** Format: uuid */
            id: string;
            amount: number;
            reason: string;
            admin_email: string;
            /** Format: date-time */
            created_at: string;
        };
        AuditEntryDto: {
            /** Format: uuid */
            id: string;
            admin_email: string;
            /** @description Module whose data changed: admin, community, courses, chat */
            module: string;
            /** @description e.g. member_banned, member_unbanned, xp_granted, post_deleted */
            action: string;
            /** @description member, post, comment, course… */
            target_type: string;
            target_id: string;
            /** Format: uuid */
            member_id: string | null;
            reason: string | null;
            /** Format: date-time */
            created_at: string;
        };
        UserDetailsDto: {
            user: components["schemas"]["AdminUserRowDto"];
            biography: string;
            userLanguages: components["schemas"]["UserLanguageDto"][];
            badges: components["schemas"]["UserBadgeDto"][];
            recentPosts: components["schemas"]["UserPostDto"][];
            /** @description Bans and unbans, newest first */
            banHistory: components["schemas"]["BanHistoryEntryDto"][];
            /** @description XP grants, newest first */
            xpGrants: components["schemas"]["XpGrantEntryDto"][];
            /** @description Every administrator action concerning the member */
            auditEntries: components["schemas"]["AuditEntryDto"][];
        };
        BanMemberDto: {
            reason: string;
            /**
             * @description Null when permanent
             * @enum {number|null}
             */
            days?: 1 | 3 | 7 | 30 | 90 | null;
            /** @default false */
            permanent: boolean;
        };
        BanResultDto: {
            /** @example true */
            success: boolean;
            /** Format: date-time */
            bannedUntil: string | null;
            permanent: boolean;
        };
        AdminSuccessDto: {
            /** @example true */
            success: boolean;
        };
        GiveXpDto: {
            /** @example 50 */
            amount: number;
            reason: string;
        };
        GiveXpResultDto: {
            /** @example true */
            success: boolean;
            /** Format: uuid */
            grantId: string;
            /** @description False when the Idempotency-Key had already granted (a retried request) */
            applied: boolean;
            amount: number;
            newLevel: number;
            levelUp: boolean;
        };
        AuditPageDto: {
            entries: components["schemas"]["AuditEntryDto"][];
            total: number;
            currentPage: number;
            totalPages: number;
        };
        DebugUsersDto: {
            total: number;
            oauthUsers: number;
            profileCompleted: number;
        };
        DebugPostsDto: {
            total: number;
            approved: number;
            pending: number;
        };
        DebugTablesDto: {
            users: components["schemas"]["DebugUsersDto"];
            community_posts: components["schemas"]["DebugPostsDto"];
        };
        OrphanedPostDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /**
             * Format: uuid
             * @description The author id that is no longer a member
             */
            user_id: string;
        };
        DebugRecentUserDto: {
            name: string;
            email: string;
            profile_completed: boolean;
            /** Format: date-time */
            created_at: string;
        };
        DebugRecentPostDto: {
            title: string;
            author_email: string | null;
            is_approved: boolean;
            /** Format: date-time */
            created_at: string;
        };
        DebugReportDto: {
            /** @enum {string} */
            status: "online" | "error";
            tables: components["schemas"]["DebugTablesDto"];
            /** @description How many posts have an author that is not a member */
            orphanedPostsCount: number;
            /** @description Up to 100 of them, newest first */
            orphanedPosts: components["schemas"]["OrphanedPostDto"][];
            recentUsers: components["schemas"]["DebugRecentUserDto"][];
            recentPosts: components["schemas"]["DebugRecentPostDto"][];
            /** Format: date-time */
            timestamp: string;
            /** @description Erro ao carregar estatísticas do banco when status is error */
            error: string | null;
        };
        LandingStatsDto: {
            /** @example 124 */
            totalUsers: number;
            /** @example 12 */
            totalCourses: number;
            /** @example 8 */
            totalLanguages: number;
        };
        DashboardUserDto: {
            /** @example Ana Souza */
            name: string;
            /** @example 2 */
            level: number;
            /** @example 140 */
            xp_total: number;
            /**
             * @description XP earned today (São Paulo day)
             * @example 25
             */
            xp_daily: number;
            /**
             * @description The member’s daily XP goal
             * @example 50
             */
            daily_goal: number;
            /**
             * @description Consecutive São Paulo days with a login; 0 once a day was missed
             * @example 3
             */
            streak_days: number;
            /**
             * @description Percent of the way from the current rank to the next (100 at the top)
             * @example 26
             */
            level_progress: number;
            currentRank: components["schemas"]["RankDto"];
            /** @description null at level 10 */
            nextRank: components["schemas"]["RankDto"] | null;
            /** @description The 5 most recent badges */
            recentBadges: components["schemas"]["BadgeDto"][];
            /** @example 7 */
            totalBadges: number;
            /**
             * @description Position in this week’s ranking
             * @example 12
             */
            rankingPosition: number | null;
        };
        DashboardPostDto: {
            /** Format: uuid */
            id: string;
            /** @example Dicas para treinar listening */
            title: string;
            /** Format: uuid */
            author_id: string;
            /** @example Ana Souza */
            author_name: string;
            /** Format: date-time */
            created_at: string;
            /** @example 3 */
            likes_count: number;
            /** @example 1 */
            comments_count: number;
        };
        DashboardDto: {
            user: components["schemas"]["DashboardUserDto"];
            /** @description The latest published community posts */
            recentPosts: components["schemas"]["DashboardPostDto"][];
            /** @description The latest courses sent by the community (empty until the courses module provides them) */
            recentCourses: Record<string, never>[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getGoogleRedirectUrl: {
        parameters: {
            query?: {
                /** @description Id of the member who referred this visitor */
                ref?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrlDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSessionDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
            /** @description The code is missing */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Wrong, missing or reused state, or a refused code */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
        };
    };
    getCurrentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    checkProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileCheckDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    setUpProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProfileSetupDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    skipProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOwnProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listNotifications: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPageDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    countUnreadNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markAllNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAllReadDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markNotificationRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Notificação não encontrada — also for another member’s notification */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    adminLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminLoginDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLoginResultDto"];
                };
            };
            /** @description E-mail or password missing or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Credenciais administrativas inválidas! */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 5 failures in 10 minutes */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionDto"];
                };
            };
        };
    };
    adminLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
        };
    };
    listRanks: {
        parameters: {
            query?: {
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankDto"][];
                };
            };
            /** @description An unknown lang */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getXpRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XpRulesDto"];
                };
            };
        };
    };
    listBadges: {
        parameters: {
            query?: {
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BadgesDto"];
                };
            };
            /** @description An unknown lang */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getXpHistory: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XpHistoryDto"];
                };
            };
            /** @description A malformed cursor or limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAwardForAction: {
        parameters: {
            query?: {
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["XpAddDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XpAddResultDto"];
                };
            };
            /** @description Unknown action type, wrong reference type or malformed id */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getRanking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingDto"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCommunityPosts: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPageDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCommunityPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreatePostDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePostResultDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description One post per 30 s; at most 10 awaiting approval */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPostComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentListDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addPostComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCommentDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateCommentResultDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Your own post still awaits approval */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description One comment per 5 s */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    likePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LikeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResultDto"];
                };
            };
            /** @description `liked` is not a boolean */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    likeComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LikeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LikeResultDto"];
                };
            };
            /** @description `liked` is not a boolean */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPendingPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingPostsDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listApprovedPosts: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovedPostsDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listPostCommentsForModeration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCommentListDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    approvePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The post is not awaiting approval */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rejectPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The post is already published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The post still awaits approval (reject it) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markPostQuality: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Already given (`error`: "Este post já possui o badge de qualidade"), or the post is not published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["ModerationReasonDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Part of the name or e-mail; case and accents are ignored */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersPageDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminUserDetails: {
        parameters: {
            query?: {
                /** @description Language of the badge names (default pt) */
                lang?: "pt" | "en";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetailsDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    banUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BanMemberDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BanResultDto"];
                };
            };
            /** @description Motivo do banimento é obrigatório, or a duration not offered */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Administrators cannot be banned */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unbanUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSuccessDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    giveUserXp: {
        parameters: {
            query?: never;
            header?: {
                /** @description Chosen by the client per grant (8–100 of A-Z a-z 0-9 - _); a retried request with it grants once */
                "Idempotency-Key"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["GiveXpDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GiveXpResultDto"];
                };
            };
            /** @description Quantidade de XP deve ser maior que 0, Motivo da concessão de XP é obrigatório */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The Idempotency-Key was used for another grant */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminAudit: {
        parameters: {
            query?: {
                /** @description Only entries concerning this member */
                member?: string;
                /** @description Only this action (e.g. member_banned, post_deleted) */
                action?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminDebugDatabase: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description status error (never a 500) when the database cannot answer */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DebugReportDto"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLandingStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingStatsDto"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: {
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardDto"];
                };
            };
            /** @description An unknown lang */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
