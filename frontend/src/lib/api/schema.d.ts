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
        /** Whether the instance takes traffic: 503 while its database is unreachable, while it starts or once it is stopping */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/vitals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports the page-load speed a browser measured (LCP, INP, CLS, FCP, TTFB by route pattern) */
        post: operations["reportWebVitals"];
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
        /** Where the browser goes to start a Google sign-in (the start route, which redirects to the provider) */
        get: operations["getGoogleRedirectUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/oauth/google/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start a Google sign-in: redirects to the provider's authorization URL (state and PKCE bound to this browser) */
        get: operations["startGoogleSignIn"];
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
    "/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who this browser is: the signed-in member, or for a guest null, with the ban that signed this browser out while it lasts */
        get: operations["getSession"];
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
        /** Complete the profile: name, biography, spoken languages, the language to learn and the daily goal */
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
    "/api/settings/language": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change only the interface language (pt or en) */
        put: operations["changeInterfaceLanguage"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members the signed-in member blocks */
        get: operations["listBlockedMembers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blocks/{memberId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Block a member: their posts, comments, chat messages and community courses are no longer shown to the signed-in member, and their likes and comments no longer notify them (idempotent) */
        put: operations["blockMember"];
        post?: never;
        /** Unblock a member (idempotent) */
        delete: operations["unblockMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/profile-picture": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a profile picture (JPEG, PNG, GIF or WebP, up to 5 MB); stored re-encoded as WebP of at most 512×512 */
        post: operations["uploadProfilePicture"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/consents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept the Termos de Uso and the Política de Privacidade in the versions in force */
        post: operations["acceptConsents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Schedule the member's account for deletion after the grace period; every session of theirs ends */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/deletion/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the member's scheduled deletion during the grace period: nothing is erased */
        post: operations["cancelAccountDeletion"];
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
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's live events (Server-Sent Events): `notification` (as the inbox shows it, in the reader's language), `unread` ({count}), `xp` ({amount, source, total}), `rank` ({level, name, badge_color, text_color}), `badge` ({id, code, name, description, icon, badge_color}), `ready` and `end` ({reason}); a heartbeat comment every 20 s. Resume with Last-Event-ID (events of the last 15 minutes). */
        get: operations["streamMemberEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/public-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The VAPID public key browsers subscribe with */
        get: operations["getPushPublicKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep this browser's push subscription (one per device; the same endpoint again replaces it) */
        post: operations["subscribePush"];
        /** Remove one of the member's push subscriptions, by endpoint */
        delete: operations["unsubscribePush"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The page of an e-mail’s unsubscribe link: asks before it turns e-mail notifications off */
        get: operations["showEmailUnsubscribe"];
        put?: never;
        /**
         * One-click unsubscribe (RFC 8058): turns the token’s member’s e-mail notifications off
         * @description Form-encoded `List-Unsubscribe=One-Click`, from any origin: the signed, expiring token is the authority.
         */
        post: operations["unsubscribeEmail"];
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
    "/api/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Approved, published courses of both origins, newest first, in pages of 12 (guests may browse) */
        get: operations["listCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-uploaded-courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's uploads in every approval status, newest first */
        get: operations["listMyUploadedCourses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a course (torrent or external link) for approval; it starts pending */
        post: operations["uploadCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course with its uploader, counters and the caller’s like and allowance (pending and rejected ones only for their uploader and administrators) */
        get: operations["getCourseDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The download address of a published community course; uses one of the day’s downloads unless taken today already */
        post: operations["downloadCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a published course: {liked} sets the state, no body toggles */
        post: operations["likeCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a course, oldest first, with their authors’ ranks */
        get: operations["listCourseComments"];
        put?: never;
        /** Comment on a published course (+10 XP through gamification) */
        post: operations["addCourseComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/comments/{commentId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a course comment: {liked} sets the state, no body toggles */
        post: operations["likeCourseComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every course of both origins and statuses, newest first, with its stats */
        get: operations["listAdminCourses"];
        put?: never;
        /** Create an administrators’ course (approved, not yet public) */
        post: operations["createAdminCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a course */
        put: operations["updateAdminCourse"];
        post?: never;
        /** Delete a course with its likes, comments and downloads (XP already earned stays) */
        delete: operations["deleteAdminCourse"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve and publish a pending upload (+80 XP to the uploader once, and a notification) */
        post: operations["approveCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a pending upload, with an optional reason shown to the uploader */
        post: operations["rejectCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/toggle-public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make an approved course public or not */
        post: operations["toggleCoursePublic"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a course comment (its XP is taken back) */
        delete: operations["deleteCourseComment"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A course (the same view as /details): unpublished ones only for administrators */
        get: operations["getCourse"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Modules in order with their lessons in order (learners see only active lessons; administrators all) */
        get: operations["listCourseModules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/ratings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The course’s ratings, newest first, and the caller’s own */
        get: operations["listCourseRatings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/modules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a module (module_order = count + 1 unless a position is given) */
        post: operations["createCourseModule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/modules/{moduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a module or move it (orders stay dense) */
        put: operations["updateCourseModule"];
        post?: never;
        /** Delete a module with its lessons */
        delete: operations["deleteCourseModule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a lesson to a module (lesson_order = count in the module + 1 unless given) */
        post: operations["createCourseLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a lesson, move it within or across modules */
        put: operations["updateCourseLesson"];
        post?: never;
        /** Delete a lesson */
        delete: operations["deleteCourseLesson"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/lessons/{lessonId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson with its course, the member’s progress and the neighbours; enrols the member once */
        get: operations["getLesson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A playback report: the server counts watched seconds from wall-clock time (≤ 2×) and completes at 90 % */
        post: operations["reportLessonProgress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marcar como assistido: the lesson’s XP the first time only (+100 when it completes the course) */
        post: operations["completeLesson"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s progress in a course */
        get: operations["getCourseProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}/rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rate a course 1–5 with an optional review (enrolled, with a completed lesson or 10 %); a second call updates it */
        post: operations["rateCourse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/{lessonId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson’s comments, oldest first */
        get: operations["listLessonComments"];
        put?: never;
        /** Comment on a lesson (plain text; one per 5 s; XP as a course comment) */
        post: operations["addLessonComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/lessons/comments/{commentId}/like": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a lesson comment: {liked} sets the state, no body toggles */
        post: operations["likeLessonComment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/lessons/{lessonId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson’s quiz without its answers (order tiles shuffled) and which questions the member got right; no quiz: no questions */
        get: operations["getLessonQuiz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{courseId}/lessons/{lessonId}/quiz/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Judge one answer; the member’s first right answer to a question earns quiz_correct XP once */
        post: operations["answerLessonQuiz"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}/lessons/{lessonId}/quiz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A lesson’s quiz with its answers, in order (no quiz: no questions) */
        get: operations["getAdminLessonQuiz"];
        /**
         * Replace a lesson’s quiz (1–20 questions); named or unchanged questions keep their ids, XP already given stays
         * @description The body is the whole quiz, in its order. A question that carries the `id` of one of the lesson’s questions is that question, edited: its answers and the XP given for it stay. A question without an `id` is a new question (a new id, and a first right answer pays XP again), unless it repeats one of the lesson’s questions exactly. Questions of the lesson the body leaves out are deleted with their answers; the XP already given stays in the ledger.
         */
        put: operations["replaceLessonQuiz"];
        post?: never;
        /** Delete a lesson’s quiz (XP already given stays) */
        delete: operations["deleteLessonQuiz"];
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
    "/api/community/posts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A published post by its id, for its own page (or the caller's post awaiting approval; administrators read any) */
        get: operations["getCommunityPost"];
        put?: never;
        post?: never;
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
    "/api/chat/rooms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rooms, with how many members are present in each now */
        get: operations["listChatRooms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest messages (oldest first), those after a message (polling) or before one (history), without those of members the reader blocks */
        get: operations["listChatMessages"];
        put?: never;
        /** Post a message (plain text, 1 to 500 characters) */
        post: operations["sendChatMessage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members present in the room (a heartbeat within 30 s) */
        get: operations["listChatUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enter the room with this tab */
        post: operations["joinChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/presence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Heartbeat of this tab: present while one arrives every 30 s */
        post: operations["chatPresence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/leave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave the room with this tab (other tabs keep the member present) */
        post: operations["leaveChatRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chat/rooms/{id}/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live events of the room (Server-Sent Events): `message` (id = seq), `deleted`, `presence`, `end`; a heartbeat comment every 20 s. Resume with Last-Event-ID. */
        get: operations["streamChatRoom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/chat/messages/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a chat message: it disappears from every poll and open stream (idempotent) */
        delete: operations["deleteChatMessage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a text to be corrected, in a language the writer has not declared Nativo (split into sentences by the server) */
        post: operations["postWriting"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/queue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Texts to correct in the languages the reader declared Nativo or Fluente: none corrected first, then those with one; oldest first, texts of members who corrected someone in the last 7 days first within each group */
        get: operations["listWritingQueue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reader’s own texts, newest first, with how many corrections each received */
        get: operations["listMyWritings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A text with its sentences, each one’s corrections (with a word diff) and the corrections’ authors */
        get: operations["getWriting"];
        /** Edit one’s own text (and so its split) until it receives its first correction */
        put: operations["editWriting"];
        post?: never;
        /** Delete a text with its corrections and replies (its author, or an administrator: audited) */
        delete: operations["deleteWriting"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/{id}/correction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Send (201) or replace (200) the reader’s one correction of a text, sentence by sentence */
        put: operations["putWritingCorrection"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/{id}/corrections/{correctionId}/helpful": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** The text’s author marks a correction helpful (once: its corrector earns XP once, whatever the repeats) */
        put: operations["markCorrectionHelpful"];
        post?: never;
        /** The text’s author takes back a helpful mark (the corrector’s XP for it is reversed) */
        delete: operations["unmarkCorrectionHelpful"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writings/{id}/corrections/{correctionId}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Replies under one correction, oldest first */
        get: operations["listCorrectionReplies"];
        put?: never;
        /** Reply under one correction (its corrector and the text’s author are notified) */
        post: operations["replyToCorrection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/writing-prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today’s writing prompts: a few per language, the same for everyone all São Paulo day */
        get: operations["listTodaysWritingPrompts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/writing-prompts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active writing prompts, by language then position */
        get: operations["listWritingPrompts"];
        /** Replace the active writing prompts (in order; one left out is taken off, kept for the texts that name it) */
        put: operations["replaceWritingPrompts"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s deck today (São Paulo day): cards due, new cards open, cards last answered wrong, all cards, the next due, and the settings */
        get: operations["getReviewSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A session: the cards due today by due, then new cards within today’s quota, at most `limit` (1–50, default 20); without their answers */
        get: operations["getReviewSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/cards/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Judge an answer to a card, schedule the card (FSRS-6) and log the review; a right answer earns review_correct XP (1, 20 a day). The same clientId again gets the same answer and changes nothing */
        post: operations["answerReviewCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/cards/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** “Não revisar mais”: the card leaves the deck for good; the same miss or correction never brings it back */
        delete: operations["removeReviewCard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/review/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member’s deck settings (the defaults until they save theirs) */
        get: operations["getReviewSettings"];
        /** Save the member’s deck settings: new cards a day and the retention aimed for */
        put: operations["updateReviewSettings"];
        post?: never;
        delete?: never;
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
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports: overview, member, course, community, learning and corrections analytics, system health and 30-day series */
        get: operations["getAdminReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an item to the administrators (201; 200 when it replaced the member’s earlier report); 20 a day */
        post: operations["reportItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/flags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reported items with open (or closed) reports, grouped by item, the most recently reported first */
        get: operations["listFlags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/flags/{targetType}/{targetId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One reported item with what judging it needs: its text (or what its removal kept, marked removed), where it is, every report, and a chat message’s neighbours in its room */
        get: operations["reviewFlaggedItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/flags/{targetType}/{targetId}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide an item’s open reports: keep shows it again, remove deletes it; reporters are told, the author too on removal */
        post: operations["resolveFlags"];
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
        /** The member’s dashboard: progress, rank, badges, ranking position, and their first lesson until they finish one */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's own profile stats: posts, likes received, ranking position, courses, badges, corrections given */
        get: operations["getOwnProfileStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/public/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile (the reader's own, or another member's public one) */
        get: operations["getPublicProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile/public/{userId}/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member's profile stats (own, or another member's public profile) */
        get: operations["getPublicProfileStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's settings: profile, language, goal, notifications, privacy */
        get: operations["getSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the settings (absent fields stay as they are; userLanguages replaces the list) */
        put: operations["updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the member’s copy of their data stands, with its address while it is ready */
        get: operations["getDataExport"];
        put?: never;
        /** Ask for a copy of all the member’s data: it is prepared in the background, and the member is told when it is ready */
        post: operations["requestDataExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/me/export/{exportId}/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download the member’s copy of their data (only its own member, until it expires) */
        get: operations["downloadDataExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Posts (members only) or courses (guests too) whose title or text match the words, accents and case ignored, best first */
        get: operations["search"];
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
        ErrorBody: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description The member-facing text, in the spec's Portuguese (the field clients show)
             * @example Nome é obrigatório
             */
            error: string;
            /**
             * @description The same text as `error`
             * @example Nome é obrigatório
             */
            message: string;
            /**
             * @description Stable machine-readable code; clients translate it (with `params`) into the reader's language
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
            /**
             * @description On server failures (5xx): the request id (also in `X-Request-Id`) to quote when reporting it
             * @example 3f1c2b9e-8a47-4d0e-9f6a-2b1d5c7e9a10
             */
            requestId?: string;
        };
        ReadinessDto: {
            /**
             * @description `degraded` while the file storage is down
             * @example ok
             * @enum {string}
             */
            status: "ok" | "degraded";
            /**
             * @example up
             * @enum {string}
             */
            database: "up";
            /**
             * @description The file storage (local directory or object store, ADR 0066)
             * @example up
             * @enum {string}
             */
            storage: "up" | "down";
        };
        WebVitalDto: {
            /**
             * @example LCP
             * @enum {string}
             */
            name: "LCP" | "INP" | "CLS" | "FCP" | "TTFB";
            /**
             * @description Milliseconds (CLS: a unitless score)
             * @example 1830.5
             */
            value: number;
            /**
             * @example good
             * @enum {string}
             */
            rating: "good" | "needs-improvement" | "poor";
            /**
             * @description The SPA route's pattern, never the URL
             * @example /curso/:courseId/aula/:lessonId
             * @enum {string}
             */
            route: "/" | "/auth/callback" | "/dashboard" | "/profile/setup" | "/cursos" | "/curso/:courseId" | "/curso/:courseId/avaliar" | "/curso/:courseId/aula/:lessonId" | "/upload-curso" | "/comunidade" | "/comunidade/post/:postId" | "/correcoes" | "/correcoes/escrever" | "/correcoes/:writingId" | "/correcoes/:writingId/editar" | "/revisao" | "/ranking" | "/patentes" | "/chat" | "/configuracoes" | "/perfil" | "/perfil-publico/:userId" | "/notificacoes" | "/admin" | "/admin/posts" | "/admin/users" | "/admin/courses" | "/admin/courses/:courseId/content" | "/admin/reports" | "/admin/flags" | "/admin/audit" | "/admin/debug" | "/admin/writing-prompts";
            /**
             * @example navigate
             * @enum {string}
             */
            navigationType: "navigate" | "reload" | "back-forward" | "back-forward-cache" | "prerender" | "restore" | "soft-navigation";
        };
        WebVitalsBatchDto: {
            metrics: components["schemas"]["WebVitalDto"][];
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
        ConsentVersionsDto: {
            /** @description The version the member accepted last; null when none */
            accepted: string | null;
            /** @description The version in force */
            current: string;
        };
        ConsentsDto: {
            /** @description Termos de Uso (/termos) */
            terms: components["schemas"]["ConsentVersionsDto"];
            /** @description Política de Privacidade (/privacidade) */
            privacy: components["schemas"]["ConsentVersionsDto"];
            /** @description Whether a version in force is not accepted yet: the member accepts before anything else */
            required: boolean;
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
            /** @description The Termos de Uso and the Política de Privacidade: accepted and in force */
            consents: components["schemas"]["ConsentsDto"];
            /**
             * Format: date-time
             * @description When the member's own deletion erases the account; null when none is scheduled
             */
            deletionScheduledFor: string | null;
        };
        SuccessDto: {
            /** @example true */
            success: boolean;
        };
        SuspensionDto: {
            /** @description Why the administrator suspended the account */
            reason: string;
            /**
             * Format: date-time
             * @description When the suspension ends; null when permanent
             */
            until: string | null;
            permanent: boolean;
            /**
             * @description The member's interface language
             * @enum {string}
             */
            language: "pt" | "en";
            /**
             * @description The member's name, which they type to confirm their deletion (ADR 0123)
             * @example Ana Souza
             */
            name: string;
        };
        SessionDto: {
            /** @description The signed-in member; null for a guest */
            member: components["schemas"]["CurrentUserDto"] | (never | null);
            /** @description The ban that ended this browser's session, while it is in force (only to the member it concerns) */
            suspension: components["schemas"]["SuspensionDto"] | (never | null);
        };
        ProfileCheckDto: {
            profileCompleted: boolean;
            profileSkipped: boolean;
            /** @description Whether to send the member to /profile/setup */
            needsSetup: boolean;
        };
        /**
         * @description ISO 639-1 code
         * @enum {string}
         */
        LanguageCode: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar";
        UserLanguageDto: {
            /** @description ISO 639-1 code */
            language: components["schemas"]["LanguageCode"];
            /** @enum {string} */
            proficiency: "Iniciante" | "Intermediário" | "Avançado" | "Fluente" | "Nativo";
        };
        ProfileSetupDto: {
            name: string;
            /** @default  */
            biography: string;
            /** @default [] */
            userLanguages: components["schemas"]["UserLanguageDto"][];
            /**
             * @description The language the member wants to learn; stored as its declaration in userLanguages at a learning level, first in the list (added as Iniciante). Absent or null: skipped
             * @enum {string|null}
             */
            learningLanguage?: "pt" | "en" | null;
            /**
             * @description Daily XP goal, as in the settings. Absent or null: skipped (stays as it is)
             * @enum {number|null}
             */
            dailyGoal?: 25 | 50 | 100 | 150 | 200 | null;
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
            user: components["schemas"]["AdminUserDto"] | (never | null);
        };
        InterfaceLanguageDto: {
            /** @enum {string} */
            preferredLanguage: "pt" | "en";
        };
        BlockedMemberDto: {
            /** Format: uuid */
            id: string;
            name: string;
            picture: string | null;
            /** Format: date-time */
            blocked_at: string;
        };
        BlockedMemberListDto: {
            /** @description The members the signed-in member blocks, most recently blocked first */
            members: components["schemas"]["BlockedMemberDto"][];
        };
        PictureUploadedDto: {
            /** @example true */
            success: boolean;
            /** @example /uploads/profile-pictures/3f2a….webp */
            imageUrl: string;
            /** @example Foto de perfil atualizada! */
            message: string;
        };
        AcceptConsentsDto: {
            /**
             * @description The version of the Termos de Uso the member read and accepts: the one in force
             * @example 2026-11-28
             */
            terms: string;
            /**
             * @description The version of the Política de Privacidade the member read and accepts: the one in force
             * @example 2026-11-28
             */
            privacy: string;
        };
        DeleteAccountDto: {
            /** @description The member's name, typed to confirm */
            confirm: string;
            /** @description Keep posts, comments, messages and uploaded courses under "Membro removido" (true) or delete them (false) */
            keepContent: boolean;
        };
        DeletionScheduledDto: {
            /**
             * Format: date-time
             * @description When the account's data is erased, unless the member cancels before
             */
            deletionScheduledFor: string;
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
            /**
             * @description What the inbox files it under: `notification_type`, or narrower (`achievement`: a badge, of type `other`)
             * @enum {string}
             */
            category: "level_up" | "achievement" | "community" | "admin_message" | "other";
            is_read: boolean;
            /** Format: date-time */
            created_at: string;
            /**
             * @description The page of this app it is about (a post, a course, a room, a profile), or null: none beyond the inbox
             * @example /comunidade/post/0b0e…
             */
            path: string | null;
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
        PushPublicKeyDto: {
            /** @description The VAPID public key (URL-safe base64), the `applicationServerKey` of `pushManager.subscribe` */
            publicKey: string;
        };
        PushKeysDto: {
            /** @description The browser's P-256 public key, URL-safe base64: an uncompressed point on the curve (65 bytes) */
            p256dh: string;
            /** @description The 16-byte authentication secret, URL-safe base64 */
            auth: string;
        };
        PushSubscriptionDto: {
            /** @description The push service URL: https on a browser vendor’s push service */
            endpoint: string;
            /** @description Ignored */
            expirationTime?: number | null;
            keys: components["schemas"]["PushKeysDto"];
        };
        PushDoneDto: {
            /** @example true */
            success: boolean;
        };
        PushEndpointDto: {
            /** @description The endpoint of the subscription to remove */
            endpoint: string;
        };
        UnsubscribeFormDto: {
            /**
             * @description RFC 8058: `List-Unsubscribe=One-Click`
             * @enum {string}
             */
            "List-Unsubscribe"?: "One-Click";
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
            note: components["schemas"]["LocalizedTextDto"] | (never | null);
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
        CourseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description upload: shared by a member; admin: built by administrators
             * @enum {string}
             */
            course_type: "upload" | "admin";
            /** @description Plain text */
            title: string;
            /** @description Plain text */
            description: string;
            cover_image: string | null;
            /** @enum {string} */
            level: "Iniciante" | "Intermediário" | "Avançado" | "Completo";
            /** @enum {string} */
            language: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
            /** Format: uuid */
            uploaded_by_user_id: string | null;
            uploaded_by_name: string | null;
            instructor_name: string | null;
            instructor_picture: string | null;
            /** @enum {string|null} */
            download_type: "torrent" | "external" | null;
            download_count: number;
            likes_count: number;
            comments_count: number;
            total_lessons: number;
            total_duration_seconds: number;
            enrollment_count: number;
            /** @description Average rating, one decimal */
            rating: number;
            is_published: boolean;
            is_liked_by_user: boolean;
            /** @description The caller's downloads left today; null for guests */
            downloads_remaining_today: number | null;
            /** @description Whether the caller may download this course now (false for guests) */
            can_download_today: boolean;
            /** @description The caller already took it today (downloading again is free) */
            downloaded_today: boolean;
            /** @enum {string} */
            approval_status: "pending" | "approved" | "rejected";
            /** @example Aguardando Aprovação */
            status_display: string;
            /** @description Only for the uploader and administrators */
            rejection_reason: string | null;
            /** Format: date-time */
            approved_at: string | null;
            approved_by_name: string | null;
            /** Format: date-time */
            created_at: string;
        };
        CataloguePageDto: {
            courses: components["schemas"]["CourseDto"][];
            page: number;
            /** @description At least 1 */
            totalPages: number;
            total: number;
            /** @description The caller's downloads left today; null for guests */
            downloads_remaining_today: number | null;
        };
        CourseListDto: {
            courses: components["schemas"]["CourseDto"][];
        };
        UploadCourseDto: {
            /** @description Plain text */
            title: string;
            /** @description Plain text */
            description: string;
            /**
             * @description ISO 639-1 code
             * @enum {string}
             */
            language: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
            /** @enum {string} */
            level: "Iniciante" | "Intermediário" | "Avançado" | "Completo";
            /**
             * Format: uri-reference
             * @description https:// address of the cover image on a public host, or one of the app’s own demo covers (/demo-covers/…)
             */
            cover_image: string;
            /**
             * Format: uri
             * @description With uploadType torrent: https:// on a public host, or magnet:?xt=urn:btih:
             */
            torrent_file_url?: string;
            /**
             * Format: uri
             * @description With uploadType external: https:// on a public host
             */
            external_link?: string;
            /**
             * @default torrent
             * @enum {string}
             */
            uploadType: "torrent" | "external";
        };
        UploadResultDto: {
            /** @example true */
            success: boolean;
            /** @example Curso enviado com sucesso! Aguarde a aprovação da administração. */
            message: string;
            course: components["schemas"]["CourseDto"];
        };
        CourseDetailsDto: {
            course: components["schemas"]["CourseDto"];
        };
        DownloadResultDto: {
            /** @description Open in a new tab */
            download_url: string;
            /** @description Downloads left today */
            downloadsRemaining: number;
        };
        DownloadLimitBodyDto: {
            /** @example 429 */
            statusCode: number;
            /** @example Too Many Requests */
            error: string;
            /** @example Limite diário atingido. Reseta à meia-noite (horário de Brasília). */
            message: string;
            /** @example COURSES.DOWNLOAD_LIMIT_REACHED */
            code: string;
            /** @example 0 */
            downloadsRemaining: number;
            /**
             * Format: date-time
             * @description Next midnight in São Paulo
             */
            resetAt: string;
            /** @example 3 horas e 12 minutos */
            resetsIn: string;
            retryAfterSeconds: number;
        };
        LikeBodyDto: {
            /** @description The state to set (idempotent). Without it the like toggles; a toggle within 1 s of the previous change is ignored. */
            liked?: boolean;
        };
        CourseLikeResultDto: {
            is_liked: boolean;
            likes_count: number;
        };
        CourseCommentDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            course_id: string;
            /** Format: uuid */
            user_id: string;
            user_name: string;
            user_picture: string | null;
            user_level: number;
            /** @example Calouro Linguístico */
            user_rank_name: string;
            /** @example #6B7280 */
            user_rank_color: string;
            /** @example #FFFFFF */
            user_text_color: string;
            /** @description Plain text */
            content: string;
            /** Format: date-time */
            created_at: string;
            likes: number;
            is_liked_by_user: boolean;
        };
        CourseCommentListDto: {
            /** @description Oldest first */
            comments: components["schemas"]["CourseCommentDto"][];
        };
        CommentBodyDto: {
            /** @description Plain text, trimmed */
            content: string;
        };
        CourseCommentResultDto: {
            /** @example true */
            success: boolean;
            comment: components["schemas"]["CourseCommentDto"];
        };
        CommentLikeResultDto: {
            likes: number;
            is_liked: boolean;
        };
        AdminCourseResponseDto: {
            /** Format: uuid */
            id: string;
            /**
             * @description upload: shared by a member; admin: built by administrators
             * @enum {string}
             */
            course_type: "upload" | "admin";
            /** @description Plain text */
            title: string;
            /** @description Plain text */
            description: string;
            cover_image: string | null;
            /** @enum {string} */
            level: "Iniciante" | "Intermediário" | "Avançado" | "Completo";
            /** @enum {string} */
            language: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
            /** Format: uuid */
            uploaded_by_user_id: string | null;
            uploaded_by_name: string | null;
            instructor_name: string | null;
            instructor_picture: string | null;
            /** @enum {string|null} */
            download_type: "torrent" | "external" | null;
            download_count: number;
            likes_count: number;
            comments_count: number;
            total_lessons: number;
            total_duration_seconds: number;
            enrollment_count: number;
            /** @description Average rating, one decimal */
            rating: number;
            is_published: boolean;
            is_liked_by_user: boolean;
            /** @description The caller's downloads left today; null for guests */
            downloads_remaining_today: number | null;
            /** @description Whether the caller may download this course now (false for guests) */
            can_download_today: boolean;
            /** @description The caller already took it today (downloading again is free) */
            downloaded_today: boolean;
            /** @enum {string} */
            approval_status: "pending" | "approved" | "rejected";
            /** @example Aguardando Aprovação */
            status_display: string;
            /** @description Only for the uploader and administrators */
            rejection_reason: string | null;
            /** Format: date-time */
            approved_at: string | null;
            approved_by_name: string | null;
            /** Format: date-time */
            created_at: string;
            torrent_file_url: string | null;
            external_link: string | null;
            /** @description E-mail of the approving administrator */
            approved_by: string | null;
        };
        AdminCourseListDto: {
            courses: components["schemas"]["AdminCourseResponseDto"][];
        };
        AdminCourseDto: {
            title: string;
            description: string;
            /** @enum {string} */
            language: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
            /**
             * @description Completo is accepted only when editing a member upload
             * @enum {string}
             */
            level: "Iniciante" | "Intermediário" | "Avançado";
            /**
             * Format: uri-reference
             * @description https:// on a public host, or one of the app’s own demo covers (/demo-covers/…)
             */
            cover_image?: string | null;
            instructor_name?: string | null;
            /**
             * Format: uri
             * @description https:// on a public host
             */
            instructor_picture?: string | null;
            prerequisites?: string | null;
            learning_objectives?: string | null;
        };
        AdminCourseResultDto: {
            /** @example true */
            success: boolean;
            course: components["schemas"]["AdminCourseResponseDto"];
        };
        AdminActionResultDto: {
            /** @example true */
            success: boolean;
            /** @example Curso aprovado com sucesso! */
            message: string;
        };
        RejectBodyDto: {
            /** @description Shown to the uploader */
            reason?: string | null;
        };
        TogglePublicDto: {
            is_published: boolean;
        };
        TogglePublicResultDto: {
            /** @example true */
            success: boolean;
            /** @example Curso aprovado com sucesso! */
            message: string;
            is_published: boolean;
        };
        LessonDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            module_id: string;
            /** Format: uuid */
            course_id: string;
            title: string;
            description: string | null;
            /** @example dQw4w9WgXcQ */
            youtube_video_id: string;
            duration_seconds: number;
            xp_reward: number;
            material_url: string | null;
            material_description: string | null;
            lesson_order: number;
            is_active: boolean;
            is_free: boolean;
            /** @description The lesson’s quiz questions (0: no quiz); in the course’s module lists */
            quiz_questions?: number;
        };
        ModuleDto: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string | null;
            is_locked: boolean;
            module_order: number;
            lessons: components["schemas"]["LessonDto"][];
        };
        ModuleListDto: {
            modules: components["schemas"]["ModuleDto"][];
        };
        RatingDto: {
            /** Format: uuid */
            id: string;
            rating: number;
            review: string | null;
            user_name: string;
            user_picture: string | null;
            /** Format: date-time */
            created_at: string;
        };
        UserRatingDto: {
            rating: number;
            review: string | null;
        };
        RatingsPageDto: {
            ratings: components["schemas"]["RatingDto"][];
            userRating: components["schemas"]["UserRatingDto"] | (never | null);
        };
        ModuleBodyDto: {
            /** @description Plain text, required */
            title: string;
            description?: string | null;
            /**
             * @description Only lessons marked free open in a locked module
             * @default false
             */
            is_locked: boolean;
            /** @description Position wanted (1-based); orders stay dense. Omitted: appended / kept */
            module_order?: number | null;
        };
        ModuleResultDto: {
            /** @example true */
            success: boolean;
            module: components["schemas"]["ModuleDto"];
        };
        LessonBodyDto: {
            /** Format: uuid */
            module_id: string;
            /** @description Plain text, required */
            title: string;
            description?: string | null;
            /** @description An 11-character id or a YouTube URL (watch, youtu.be, embed, shorts, live) */
            youtube_video_id: string;
            /**
             * @description Whole seconds; 0 = unknown (the player tells)
             * @default 0
             */
            duration_seconds: number | null;
            /** @default 10 */
            xp_reward: number | null;
            /**
             * Format: uri
             * @description https:// on a public host
             */
            material_url?: string | null;
            material_description?: string | null;
            /** @description Position wanted in the module (1-based); orders stay dense */
            lesson_order?: number | null;
            /** @default true */
            is_active: boolean;
            /**
             * @description Aula Gratuita: opens even in a locked module
             * @default false
             */
            is_free: boolean;
        };
        LessonResultDto: {
            /** @example true */
            success: boolean;
            /** Format: uuid */
            lessonId: string;
            lesson: components["schemas"]["LessonDto"];
        };
        LessonPageLessonDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            module_id: string;
            /** Format: uuid */
            course_id: string;
            title: string;
            description: string | null;
            /** @example dQw4w9WgXcQ */
            youtube_video_id: string;
            duration_seconds: number;
            xp_reward: number;
            material_url: string | null;
            material_description: string | null;
            lesson_order: number;
            is_active: boolean;
            is_free: boolean;
            /** @description The lesson’s quiz questions (0: no quiz); in the course’s module lists */
            quiz_questions?: number;
            module_title: string;
        };
        LessonCourseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            instructor_name: string | null;
            instructor_picture: string | null;
        };
        ProgressDto: {
            lastPositionSeconds: number;
            completionPercentage: number;
            watchTimeSeconds: number;
            isCompleted: boolean;
        };
        LessonLinkDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /** @description In a locked module and not free: this member cannot open it (it answers 403 COURSES.LESSON_LOCKED) */
            locked: boolean;
        };
        LessonNavigationDto: {
            previousLesson: components["schemas"]["LessonLinkDto"] | (never | null);
            nextLesson: components["schemas"]["LessonLinkDto"] | (never | null);
        };
        LessonPageDto: {
            lesson: components["schemas"]["LessonPageLessonDto"];
            course: components["schemas"]["LessonCourseDto"];
            progress: components["schemas"]["ProgressDto"];
            navigation: components["schemas"]["LessonNavigationDto"];
        };
        ProgressBodyDto: {
            /** Format: uuid */
            lessonId: string;
            /** Format: uuid */
            courseId: string;
            /** @description Where the player is, in seconds */
            lastPositionSeconds: number;
            /** @description The video length the player knows; used only while the lesson’s duration is 0 */
            durationSeconds?: number | null;
            /** @description Ignored: the server counts watched time itself */
            watchTimeSeconds?: number;
            /** @description Ignored: the server computes it */
            completionPercentage?: number;
            /** @description Ignored: the server decides completion */
            isCompleted?: boolean;
        };
        ProgressResultDto: {
            lastPositionSeconds: number;
            completionPercentage: number;
            watchTimeSeconds: number;
            isCompleted: boolean;
            xpGained: number;
            firstTimeCompleted: boolean;
            courseCompleted: boolean;
        };
        CompleteBodyDto: {
            /** Format: uuid */
            lessonId: string;
            /** Format: uuid */
            courseId: string;
            /** @description Ignored */
            watchTimeSeconds?: number;
        };
        CompletionDto: {
            /** @description The lesson’s XP when this call completed it, else 0 */
            xpGained: number;
            firstTimeCompleted: boolean;
            /** @description This completion finished the course (+100 XP) */
            courseCompleted: boolean;
        };
        CourseProgressDto: {
            isEnrolled: boolean;
            completedLessons: number;
            totalLessons: number;
            overallProgress: number;
        };
        RateBodyDto: {
            rating: number;
            /** @description Plain text */
            review?: string | null;
        };
        RateResultDto: {
            /** @example true */
            success: boolean;
            message: string;
            rating: number;
            /** @description The course’s new average */
            average: number;
        };
        LessonCommentDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            author_id: string;
            author_name: string;
            author_picture: string | null;
            author_level: number;
            /** @description Plain text */
            content: string;
            /** Format: date-time */
            created_at: string;
            likes: number;
            is_liked_by_user: boolean;
        };
        LessonCommentListDto: {
            comments: components["schemas"]["LessonCommentDto"][];
        };
        LessonCommentResultDto: {
            /** @example true */
            success: boolean;
            comment: components["schemas"]["LessonCommentDto"];
        };
        QuizQuestionDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "choice" | "text" | "order";
            prompt: string;
            /** @enum {string} */
            promptLanguage: "pt" | "en";
            /** @description The administrator wrote an explanation (shown with the verdict) */
            explanationAvailable: boolean;
            /** @description `choice`: the options; answer with the index */
            choices?: string[];
            /** @description `order`: the tiles, shuffled (the answer’s words and any distractors); answer with the chosen tiles joined by spaces */
            tiles?: string[];
        };
        QuizAnsweredDto: {
            /** Format: uuid */
            questionId: string;
            /** @description Answered right at least once */
            correct: boolean;
        };
        QuizDto: {
            /** @description In order, without their answers; empty when the lesson has no quiz */
            questions: components["schemas"]["QuizQuestionDto"][];
            /** @description The questions the member answered, and whether ever right */
            answered: components["schemas"]["QuizAnsweredDto"][];
        };
        QuizAnswerInputDto: {
            /** @description `choice` questions: the chosen option’s index */
            choice?: number;
            /** @description `text` questions: the typed answer; `order`: the tiles joined by spaces */
            text?: string;
        };
        QuizAnswerBodyDto: {
            /** Format: uuid */
            questionId: string;
            /** @description `{ choice }` for `choice`, `{ text }` for `text` and `order` */
            answer: components["schemas"]["QuizAnswerInputDto"];
        };
        QuizNoteDto: {
            /**
             * @description `almost`: a wrong answer that was nearly right ("Quase")
             * @enum {string}
             */
            kind: "accents" | "punctuation" | "typo" | "almost";
            /** @description The accepted answer the member’s was compared with */
            expected: string;
            /** @example Atenção aos acentos: você */
            pt: string;
            /** @example Watch the accents: você */
            en: string;
        };
        QuizVerdictDto: {
            correct: boolean;
            /** @description Right but for accents, apostrophes and hyphens or one typo (or wrong for accents when exact accents are required); wrong but nearly right (`almost`) */
            note: components["schemas"]["QuizNoteDto"] | (never | null);
            /** @description The right option, or the accepted answer closest to the member’s */
            expected: string;
            explanation: string | null;
            /** @description XP this answer earned: quiz_correct’s amount for the member’s first right answer to the question, else 0 */
            xpAwarded: number;
        };
        AdminQuizQuestionDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            type: "choice" | "text" | "order";
            prompt: string;
            /** @enum {string} */
            promptLanguage: "pt" | "en";
            explanation: string | null;
            choices: string[] | null;
            correctChoice: number | null;
            acceptedAnswers: string[] | null;
            strictAccents: boolean;
            distractors: string[] | null;
        };
        AdminQuizDto: {
            /** @description In order; empty when the lesson has no quiz */
            questions: components["schemas"]["AdminQuizQuestionDto"][];
        };
        QuizQuestionBodyDto: {
            /**
             * Format: uuid
             * @description The id of the lesson’s question this one is (from GET …/quiz): it keeps its id, its members’ answers and the XP they were given, whatever changed in it. Without an id the question is a new one, unless it repeats a question of the lesson exactly: a question with a corrected prompt, sent without its id, gets a new id, and a member who answered the old one right is paid its XP again. Clients send the id of every question they read.
             */
            id?: string;
            /** @enum {string} */
            type: "choice" | "text" | "order";
            /** @description Plain text */
            prompt: string;
            /**
             * @description The prompt’s language (the page marks it with lang)
             * @enum {string}
             */
            promptLanguage: "pt" | "en";
            /** @description Shown after the verdict */
            explanation?: string | null;
            /** @description `choice`: the options in order */
            choices?: string[] | null;
            /** @description `choice`: the index of the one right option */
            correctChoice?: number | null;
            /** @description `text` and `order`: every answer accepted; the first is shown as expected and gives an `order` question its tiles */
            acceptedAnswers?: string[] | null;
            /**
             * @description `text` and `order`: an answer missing only accents is wrong (with the same note)
             * @default false
             */
            strictAccents: boolean | null;
            /** @description `order`: extra tiles; with the first answer's words at most 12 tiles */
            distractors?: string[] | null;
        };
        QuizBodyDto: {
            questions: components["schemas"]["QuizQuestionBodyDto"][];
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
            /** @description ISO 639-1 codes */
            languages: components["schemas"]["LanguageCode"][];
            /**
             * @description The Portuguese names of `languages` joined with commas; Geral when empty
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
             * @description ISO 639-1 codes
             * @example [
             *       "en",
             *       "ja"
             *     ]
             */
            languages: components["schemas"]["LanguageCode"][];
        };
        CreatePostResultDto: {
            /** @example true */
            success: boolean;
            post: components["schemas"]["CommunityPostDto"];
        };
        PostDetailDto: {
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
            /** @description ISO 639-1 codes */
            languages: components["schemas"]["LanguageCode"][];
            /**
             * @description The Portuguese names of `languages` joined with commas; Geral when empty
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
        ChatRoomDto: {
            /** Format: uuid */
            id: string;
            /** @description `general` or the language code */
            code: string;
            /** @description Name in Portuguese */
            name: string;
            /** @description Name in English */
            name_en: string;
            description: string;
            description_en: string;
            /** @enum {string} */
            type: "off-topic" | "language";
            /** @enum {string|null} */
            language: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar" | null;
            /** @description Members present in the room now */
            user_count: number;
        };
        ChatRoomListDto: {
            rooms: components["schemas"]["ChatRoomDto"][];
        };
        ChatMessageDto: {
            /** Format: uuid */
            id: string;
            /** @description Order of the message; the id of its stream event */
            seq: number;
            /** Format: uuid */
            room_id: string;
            /** Format: uuid */
            user_id: string;
            /** @description Plain text, shown as typed */
            content: string;
            /** @enum {string} */
            message_type: "text" | "system";
            user_name: string;
            user_picture: string | null;
            user_level: number;
            user_rank_name: string;
            user_rank_color: string;
            user_text_color: string;
            /** Format: date-time */
            created_at: string;
        };
        ChatMessageListDto: {
            /** @description Oldest first */
            messages: components["schemas"]["ChatMessageDto"][];
        };
        SendChatMessageDto: {
            /** @description Plain text, trimmed */
            content: string;
        };
        SendChatMessageResultDto: {
            success: boolean;
            /** Format: uuid */
            messageId: string;
        };
        ChatOnlineUserDto: {
            /** Format: uuid */
            id: string;
            name: string;
            picture: string | null;
            level: number;
            rank_name: string;
            rank_color: string;
            text_color: string;
            /** Format: date-time */
            last_seen_at: string;
        };
        ChatOnlineUserListDto: {
            users: components["schemas"]["ChatOnlineUserDto"][];
        };
        ChatPresenceDto: {
            /** @description Id of the tab (letters, digits, - and _): a member leaving in one tab stays present while another beats */
            connectionId?: string;
        };
        ChatSuccessDto: {
            success: boolean;
        };
        /**
         * @description The product’s two languages (ISO 639-1)
         * @enum {string}
         */
        WritingLanguage: "pt" | "en";
        WritingInputDto: {
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            /** @description Plain text, trimmed; empty is none */
            title?: string | null;
            /** @description Plain text, trimmed; at most 40 sentences as the server splits it */
            text: string;
            /**
             * Format: uuid
             * @description One of today’s prompts in the text’s language (GET /api/writing-prompts)
             */
            promptId?: string | null;
        };
        SentenceDto: {
            index: number;
            text: string;
        };
        RankCardDto: {
            /** @example 2 */
            level: number;
            /**
             * @description Proper name of the patente (same in pt and en)
             * @example Aprendiz de Palavras
             */
            name: string;
            /** @example #16A34A */
            badgeColor: string;
            /** @example #FFFFFF */
            textColor: string;
        };
        WritingAuthorDto: {
            /** Format: uuid */
            id: string;
            /** @example Ana Souza */
            name: string;
            picture: string | null;
            rank: components["schemas"]["RankCardDto"];
        };
        WritingDto: {
            /** Format: uuid */
            id: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            title: string | null;
            text: string;
            /** @description The text as the server split it; corrections name sentences by index */
            sentences: components["schemas"]["SentenceDto"][];
            /** @description How many corrections it received */
            corrections: number;
            /** Format: uuid */
            promptId: string | null;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            author: components["schemas"]["WritingAuthorDto"];
        };
        WritingListItemDto: {
            /** Format: uuid */
            id: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            title: string | null;
            /** @description The text’s first words, on one line */
            excerpt: string;
            sentenceCount: number;
            corrections: number;
            /** Format: date-time */
            createdAt: string;
            author: components["schemas"]["WritingAuthorDto"];
            /** @description The author corrected someone in the last 7 days: their texts rise in the queue ("quem corrige é corrigido primeiro") */
            authorGives: boolean;
        };
        WritingPageDto: {
            items: components["schemas"]["WritingListItemDto"][];
            /** @description Pass as `cursor` for the next page; null on the last */
            nextCursor: string | null;
        };
        PromptDto: {
            /** Format: uuid */
            id: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            text: string;
        };
        /** @enum {string} */
        CorrectionVerdict: "correct" | "corrected";
        /** @enum {string} */
        WordDiffOp: "equal" | "delete" | "insert";
        DiffPartDto: {
            op: components["schemas"]["WordDiffOp"];
            text: string;
        };
        SentenceCorrectionDto: {
            /** Format: uuid */
            correctionId: string;
            verdict: components["schemas"]["CorrectionVerdict"];
            corrected?: string;
            note?: string;
            /** @description For `corrected`: the sentence to its correction, word by word */
            diff?: components["schemas"]["DiffPartDto"][];
        };
        CorrectedSentenceDto: {
            index: number;
            text: string;
            /** @description Each shown correction’s judgement of this sentence, in the order of `corrections` */
            corrections: components["schemas"]["SentenceCorrectionDto"][];
        };
        CorrectorDto: {
            /** Format: uuid */
            id: string;
            name: string;
            picture: string | null;
            rank: components["schemas"]["RankCardDto"];
            /**
             * @description The level the corrector declares in the text’s language now (null: no longer declared)
             * @enum {string|null}
             */
            level: "Nativo" | "Fluente" | null;
        };
        CorrectionSummaryDto: {
            /** Format: uuid */
            id: string;
            corrector: components["schemas"]["CorrectorDto"];
            comment: string | null;
            helpful: boolean;
            replyCount: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        WritingViewerDto: {
            isAuthor: boolean;
            /** @description The reader may send (or replace) a correction: not the author, Nativo or Fluente in the language, their correction not marked helpful (a ban is answered by the write) */
            canCorrect: boolean;
            /** Format: uuid */
            myCorrectionId: string | null;
        };
        WritingDetailDto: {
            /** Format: uuid */
            id: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            title: string | null;
            text: string;
            prompt: components["schemas"]["PromptDto"] | (never | null);
            correctionCount: number;
            /** @description It received a correction: the author can no longer edit it */
            locked: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            author: components["schemas"]["WritingAuthorDto"];
            sentences: components["schemas"]["CorrectedSentenceDto"][];
            /** @description Oldest first */
            corrections: components["schemas"]["CorrectionSummaryDto"][];
            viewer: components["schemas"]["WritingViewerDto"];
        };
        DeletedDto: {
            /** @example true */
            success: boolean;
        };
        SentenceJudgementInputDto: {
            /** @description The sentence’s index in the text */
            index: number;
            verdict: components["schemas"]["CorrectionVerdict"];
            /** @description Required for `corrected`: the sentence as it should read, different from it */
            corrected?: string;
            note?: string;
        };
        CorrectionInputDto: {
            /** @description At least one sentence judged, each at most once */
            sentences: components["schemas"]["SentenceJudgementInputDto"][];
            comment?: string | null;
        };
        SentenceJudgementDto: {
            index: number;
            verdict: components["schemas"]["CorrectionVerdict"];
            corrected?: string;
            note?: string;
        };
        CorrectionDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            writingId: string;
            sentences: components["schemas"]["SentenceJudgementDto"][];
            comment: string | null;
            helpful: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        HelpfulResultDto: {
            helpful: boolean;
            /** @description XP this call moved to the corrector: what reached them on a mark (0 past a cap), minus what was taken back on an unmark */
            xpAwarded: number;
        };
        ReplyDto: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            correctionId: string;
            author: components["schemas"]["WritingAuthorDto"];
            text: string;
            /** Format: date-time */
            createdAt: string;
        };
        ReplyPageDto: {
            /** @description Oldest first */
            items: components["schemas"]["ReplyDto"][];
            nextCursor: string | null;
        };
        ReplyInputDto: {
            /** @description Plain text, trimmed */
            text: string;
        };
        TodayPromptsDto: {
            /**
             * @description The São Paulo day the prompts are for
             * @example 2026-12-07
             */
            day: string;
            /** @description A few per language, the same for everyone all day */
            prompts: components["schemas"]["PromptDto"][];
        };
        AdminPromptDto: {
            /** Format: uuid */
            id: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            text: string;
            position: number;
        };
        AdminPromptsDto: {
            /** @description The active prompts, by language then position */
            prompts: components["schemas"]["AdminPromptDto"][];
        };
        AdminPromptInputDto: {
            /**
             * Format: uuid
             * @description An existing prompt to keep (edited); none for a new one
             */
            id?: string;
            /** @description The product’s two languages (ISO 639-1) */
            language: components["schemas"]["WritingLanguage"];
            text: string;
        };
        AdminPromptsInputDto: {
            /** @description The active prompts, in order; any left out is taken off (kept for the texts that name it) */
            prompts: components["schemas"]["AdminPromptInputDto"][];
        };
        ReviewSummaryDto: {
            /** @description Cards already reviewed that are due before the end of the São Paulo day */
            due: number;
            /** @description New cards open to today: at most newPerDay less the cards first reviewed today */
            new: number;
            /** @description Cards whose last answer was wrong */
            learning: number;
            /** @description Cards in the deck */
            total: number;
            /**
             * Format: date-time
             * @description The earliest due of the cards already reviewed; null when none is
             */
            nextDueAt: string | null;
            /**
             * @description New cards a São Paulo day (default 10)
             * @example 10
             */
            newPerDay: number;
            /**
             * @description The retention the member aims for, a percentage (default 90): higher brings cards back sooner
             * @example 90
             */
            desiredRetention: number;
        };
        /**
         * @description `quiz`: a lesson quiz question answered wrong; `correction`: a sentence a helpful correction changed
         * @enum {string}
         */
        ReviewCardSource: "quiz" | "correction";
        ReviewSessionCardDto: {
            /** Format: uuid */
            id: string;
            /** @description `quiz`: a lesson quiz question answered wrong; `correction`: a sentence a helpful correction changed */
            source: components["schemas"]["ReviewCardSource"];
            /**
             * @description How to answer: `choice` an option’s index, `text` a typed answer, `order` the tiles joined by spaces; a correction card is `text`
             * @enum {string}
             */
            type: "choice" | "text" | "order";
            /** @description The question; for a correction card, the member’s original sentence */
            prompt: string;
            /** @enum {string} */
            promptLanguage: "pt" | "en";
            /** @description `choice`: the options */
            choices?: string[];
            /** @description `order`: the tiles, shuffled anew for every session */
            tiles?: string[];
            /** @description A correction card: the original sentence, to prefill the answer with */
            original?: string;
        };
        ReviewSessionDto: {
            /** @description Due cards first (earliest due first), then new cards; never the answers */
            cards: components["schemas"]["ReviewSessionCardDto"][];
        };
        ReviewAnswerInputDto: {
            /** @description `choice` cards: the chosen option’s index */
            choice?: number;
            /** @description `text` and correction cards: the typed answer; `order`: the tiles joined by spaces */
            text?: string;
        };
        ReviewAnswerBodyDto: {
            /**
             * Format: uuid
             * @description Made by the client for this answer (crypto.randomUUID()) and kept for its retries: the same clientId counts once
             */
            clientId: string;
            /** @description `{ choice }` for `choice` cards, `{ text }` for the others */
            answer: components["schemas"]["ReviewAnswerInputDto"];
            /**
             * Format: date-time
             * @description When the answer was given, for one sent late (an offline queue): taken when an ISO 8601 date-time of the last 7 days and not in the future, else the server’s time; never before the card’s last review
             */
            answeredAt?: string;
        };
        ReviewNoteDto: {
            /**
             * @description `almost`: a wrong answer that was nearly right ("Quase")
             * @enum {string}
             */
            kind: "accents" | "punctuation" | "typo" | "almost";
            /** @description The accepted answer the member’s was compared with */
            expected: string;
            /** @example Atenção aos acentos: você */
            pt: string;
            /** @example Watch the accents: você */
            en: string;
        };
        /**
         * @description `again` wrong, `hard` right with a note, `good` right
         * @enum {string}
         */
        ReviewRating: "again" | "hard" | "good";
        ReviewVerdictDto: {
            correct: boolean;
            /** @description Right but for accents, apostrophes and hyphens or one typo (rated hard); wrong but nearly right (`almost`) */
            note: components["schemas"]["ReviewNoteDto"] | (never | null);
            /** @description The right option, the accepted answer closest to the member’s, or the corrector’s sentence */
            expected: string;
            /** @description The question’s explanation, or the corrector’s note on the sentence */
            explanation: string | null;
            /** @description `again` wrong, `hard` right with a note, `good` right */
            rating: components["schemas"]["ReviewRating"];
            /**
             * Format: date-time
             * @description When the card is due again (within a day after `again`)
             */
            nextDueAt: string;
            /** @description review_correct’s XP: 1 for a right answer, 0 when wrong or past the day’s 20 */
            xpAwarded: number;
        };
        ReviewSettingsDto: {
            /**
             * @description New cards a São Paulo day (default 10)
             * @example 10
             */
            newPerDay: number;
            /**
             * @description The retention the member aims for, a percentage (default 90): higher brings cards back sooner
             * @example 90
             */
            desiredRetention: number;
        };
        ReviewSettingsInputDto: {
            /**
             * @description New cards a São Paulo day (default 10)
             * @example 10
             */
            newPerDay: number;
            /**
             * @description The retention the member aims for, a percentage (default 90): higher brings cards back sooner
             * @example 90
             */
            desiredRetention: number;
        };
        AdminStatsDto: {
            totalUsers: number;
            /** @description Published courses */
            totalCourses: number;
            /** @description Community posts, pending and published */
            totalPosts: number;
            /** @description Members with any request on today’s São Paulo day */
            activeUsers: number;
            /** @description Items with open reports, beside the posts awaiting approval */
            openFlags: number;
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
            /**
             * Format: date-time
             * @description When the member's own deletion erases them; null when none is scheduled
             */
            deletion_scheduled_for: string | null;
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
            /** @description What the target was called at the action (a course's, post's or lesson's title); null when none was recorded */
            target_label: string | null;
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
        AuditListEntryDto: {
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
            /** @description What the target was called at the action (a course's, post's or lesson's title); null when none was recorded */
            target_label: string | null;
            /** Format: date-time */
            created_at: string;
            /** @description Name of the member concerned (null without a member or a name) */
            member_name: string | null;
        };
        AuditPageDto: {
            entries: components["schemas"]["AuditListEntryDto"][];
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
        DebugDeliveryCountsDto: {
            /** @description Waiting to be sent (retries included) */
            pending: number;
            /** @description Sent (e-mails only logged without SMTP_URL included) */
            sent: number;
            /** @description Given up after every retry */
            failed: number;
        };
        DebugDeliveryFailureDto: {
            /** @enum {string} */
            channel: "email" | "push";
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            member_id: string;
            attempts: number;
            /**
             * @description pending: will be retried; failed: given up
             * @enum {string}
             */
            status: "pending" | "failed";
            last_error: string | null;
            /** Format: date-time */
            created_at: string;
        };
        DebugDeliveriesDto: {
            email: components["schemas"]["DebugDeliveryCountsDto"];
            push: components["schemas"]["DebugDeliveryCountsDto"];
            /** @description The 20 newest messages whose last attempt failed */
            recentFailures: components["schemas"]["DebugDeliveryFailureDto"][];
            /** @description False: e-mails are only written to the log (no SMTP_URL) */
            smtpConfigured: boolean;
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
            /** @description The e-mail and push outboxes (ADR 0062) */
            deliveries: components["schemas"]["DebugDeliveriesDto"];
            /** Format: date-time */
            timestamp: string;
            /** @description Erro ao carregar estatísticas do banco when status is error */
            error: string | null;
        };
        ReportsOverviewDto: {
            /** @description Members */
            totalUsers: number;
            /** @description Courses of both origins, whatever their approval or publication */
            totalCourses: number;
            /** @description Community posts, pending and published */
            totalPosts: number;
            /** @description Active lessons of the administrators’ courses */
            totalLessons: number;
            totalEnrollments: number;
            totalRatings: number;
        };
        TopUserByXpDto: {
            /** Format: uuid */
            id: string;
            /** @description Null when the member has no name (or no longer exists) */
            name: string | null;
            /** @description Gamification level */
            level: number;
            xp_total: number;
        };
        UserAnalyticsDto: {
            /** @description Members registered since Monday 00:00 of the São Paulo week */
            newUsersThisWeek: number;
            /** @description Members registered since the first day of the São Paulo month */
            newUsersThisMonth: number;
            /** @description Members with any activity on today’s São Paulo day */
            activeUsersToday: number;
            /** @description Members with any activity on a day of this São Paulo week */
            activeUsersThisWeek: number;
            /** @description The 10 members with the most XP */
            topUsersByXP: components["schemas"]["TopUserByXpDto"][];
        };
        PopularCourseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            /**
             * @description ISO 639-1 code
             * @enum {string}
             */
            language: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar";
            enrollment_count: number;
            /** @description Enrolments that completed every active lesson. Percentage 0–100 with one decimal */
            completion_rate: number;
            /** @description 1–5 with one decimal; null without ratings */
            average_rating: number | null;
        };
        RecentEnrollmentDto: {
            /** Format: uuid */
            course_id: string;
            course_title: string;
            /** Format: uuid */
            user_id: string;
            user_name: string | null;
            /** Format: date-time */
            enrolled_at: string;
        };
        CourseAnalyticsDto: {
            /** @description The 10 administrators’ courses with the most enrolments */
            popularCourses: components["schemas"]["PopularCourseDto"][];
            /** @description The 10 newest enrolments, newest first */
            recentEnrollments: components["schemas"]["RecentEnrollmentDto"][];
        };
        TopActiveUserDto: {
            /** Format: uuid */
            user_id: string;
            user_name: string | null;
            /** @description Published posts */
            post_count: number;
            /** @description Likes of those posts */
            total_likes: number;
        };
        CommunityAnalyticsDto: {
            /** @description Posts (pending or published) created this São Paulo week */
            postsThisWeek: number;
            /** @description Posts (pending or published) created this São Paulo month */
            postsThisMonth: number;
            /** @description Posts waiting in the review queue */
            pendingPosts: number;
            /** @description The 10 members with the most published posts */
            topActiveUsers: components["schemas"]["TopActiveUserDto"][];
        };
        RecentCompletionDto: {
            lesson_title: string;
            course_title: string;
            user_name: string | null;
            /** Format: date-time */
            completed_at: string;
        };
        MissedQuestionDto: {
            /** Format: uuid */
            question_id: string;
            prompt: string;
            lesson_title: string;
            course_title: string;
            /** @description Attempts at the question */
            answers: number;
            /** @description Wrong attempts */
            wrong: number;
        };
        LearningAnalyticsDto: {
            totalLessonsCompleted: number;
            /** @description Mean completion percentage of every lesson a member started. Percentage 0–100 with one decimal */
            averageLessonCompletionRate: number;
            /** @description Watch time the server counted, in seconds */
            totalStudyTime: number;
            /** @description The 10 newest lesson completions, newest first */
            recentCompletions: components["schemas"]["RecentCompletionDto"][];
            /** @description Lesson quiz answers the server judged (practice again included) */
            quizAnswers: number;
            /** @description Right answers of quizAnswers. Percentage 0–100 with one decimal */
            quizCorrectRate: number;
            /** @description The 5 quiz questions with the most wrong answers, most first */
            mostMissedQuestions: components["schemas"]["MissedQuestionDto"][];
        };
        OrphanedDataDto: {
            /** @description Posts whose author is no longer a member */
            orphanedPosts: number;
            /** @description Enrolments whose member no longer exists */
            orphanedEnrollments: number;
        };
        DataIntegrityDto: {
            /** @description Members who completed their profile */
            usersWithProfile: number;
            totalUsers: number;
            /** @description usersWithProfile of totalUsers. Percentage 0–100 with one decimal */
            integrityPercent: number;
        };
        SystemHealthDto: {
            /** @description Rows of all the application’s tables: an estimate from PostgreSQL’s statistics (live tuples), not an exact count */
            totalDbRows: number;
            orphanedData: components["schemas"]["OrphanedDataDto"];
            dataIntegrity: components["schemas"]["DataIntegrityDto"];
        };
        MedianMinutesDto: {
            /** @description Texts in Portuguese; null when none of the period was corrected */
            pt: number | null;
            /** @description Texts in English; null when none of the period was corrected */
            en: number | null;
        };
        TopCorrectorDto: {
            /** Format: uuid */
            user_id: string;
            user_name: string | null;
            /** @description Corrections given this São Paulo week */
            corrections: number;
            /** @description Of those, the ones their authors marked helpful */
            helpful: number;
        };
        CorrectionsAnalyticsDto: {
            /** @description Texts written for correction in the last 30 São Paulo days, today included */
            writingsInPeriod: number;
            /** @description Texts of the period written at least 24 h ago that had a first correction within 24 h. Percentage 0–100 with one decimal */
            correctedWithin24hRate: number;
            /** @description Median minutes from a text of the period to its first correction, per language (corrected texts only) */
            medianMinutesToFirstCorrection: components["schemas"]["MedianMinutesDto"];
            /** @description Corrections given in the same period */
            correctionsInPeriod: number;
            /** @description Corrections of the period their authors marked helpful. Percentage 0–100 with one decimal */
            helpfulRate: number;
            /** @description The 5 members with the most helpful corrections given this São Paulo week (ties: more corrections), most first */
            topCorrectorsThisWeek: components["schemas"]["TopCorrectorDto"][];
        };
        MembersPerDayDto: {
            /**
             * Format: date
             * @description São Paulo calendar day
             * @example 2026-06-10
             */
            day: string;
            count: number;
        };
        XpPerDayDto: {
            /**
             * Format: date
             * @description São Paulo calendar day
             * @example 2026-06-10
             */
            day: string;
            /** @description Net XP of the ledger that day (awards minus reversals) */
            xp: number;
        };
        ReportSeriesDto: {
            /** @description The last 30 São Paulo days, oldest first, today included; 0 on days without any */
            newMembersPerDay: components["schemas"]["MembersPerDayDto"][];
            /** @description The same 30 days */
            xpPerDay: components["schemas"]["XpPerDayDto"][];
        };
        ReportsDto: {
            overview: components["schemas"]["ReportsOverviewDto"];
            userAnalytics: components["schemas"]["UserAnalyticsDto"];
            courseAnalytics: components["schemas"]["CourseAnalyticsDto"];
            communityAnalytics: components["schemas"]["CommunityAnalyticsDto"];
            learningAnalytics: components["schemas"]["LearningAnalyticsDto"];
            systemHealth: components["schemas"]["SystemHealthDto"];
            correctionsAnalytics: components["schemas"]["CorrectionsAnalyticsDto"];
            series: components["schemas"]["ReportSeriesDto"];
            /** Format: date-time */
            timestamp: string;
        };
        ReportBodyDto: {
            /** @enum {string} */
            targetType: "post" | "post_comment" | "course" | "course_comment" | "lesson_comment" | "chat_message" | "member" | "writing" | "correction" | "writing_reply";
            /** Format: uuid */
            targetId: string;
            /** @enum {string} */
            reason: "spam" | "harassment" | "inappropriate" | "other";
            /** @description What the administrators should know */
            details?: string;
        };
        ReportResultDto: {
            /** @enum {boolean} */
            success: true;
            /** @description True when it replaced the member’s earlier open report of the item */
            replaced: boolean;
        };
        FlagPersonDto: {
            /** Format: uuid */
            id: string;
            name: string | null;
        };
        FlagReportDto: {
            reporter: components["schemas"]["FlagPersonDto"];
            /** @enum {string} */
            reason: "spam" | "harassment" | "inappropriate" | "other";
            details: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        FlaggedItemDto: {
            /** @enum {string} */
            targetType: "post" | "post_comment" | "course" | "course_comment" | "lesson_comment" | "chat_message" | "member" | "writing" | "correction" | "writing_reply";
            /** Format: uuid */
            targetId: string;
            /** @description The item’s text or title now; null when it is gone */
            preview: string | null;
            /** @description A comment’s post or course, a message’s room, for the link */
            parentId: string | null;
            /** @description Null for a course of the catalogue’s own */
            author: components["schemas"]["FlagPersonDto"] | (never | null);
            /** @description Hidden from members by its open reports */
            hidden: boolean;
            /** @description Reports in this group (one per member) */
            count: number;
            reasons: ("spam" | "harassment" | "inappropriate" | "other")[];
            /** @description Newest first */
            reports: components["schemas"]["FlagReportDto"][];
            /** @enum {string} */
            status: "open" | "closed";
            /**
             * @description How closed reports ended; null while open
             * @enum {string|null}
             */
            decision: "keep" | "remove" | "gone" | null;
        };
        FlagsPageDto: {
            /** @description Grouped by item, the most recently reported first, 50 per page */
            items: components["schemas"]["FlaggedItemDto"][];
            /** @description The page to ask for next; null on the last page */
            nextPage: number | null;
        };
        FlagReviewReportDto: {
            reporter: components["schemas"]["FlagPersonDto"];
            /** @enum {string} */
            reason: "spam" | "harassment" | "inappropriate" | "other";
            details: string | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Not yet decided */
            open: boolean;
        };
        FlagPlaceTitleDto: {
            pt: string;
            en: string;
        };
        FlagPlaceDto: {
            /**
             * @description A comment’s post, a course, a message’s room, a profile, the text of a correction or reply
             * @enum {string}
             */
            kind: "post" | "course" | "room" | "profile" | "writing";
            /** Format: uuid */
            id: string;
            /**
             * @description The SPA page of the place
             * @example /comunidade/post/3f0c7a44-6d2b-4c55-9a51-0f3b1e2d7c11
             */
            path: string;
            /** @description Its title in pt and en: a room’s name, or a post’s or course’s as written (the same in both); null when the place is the item itself */
            title: components["schemas"]["FlagPlaceTitleDto"] | (never | null);
        };
        FlagRemovedDto: {
            /** @description The item’s text as the decision removed it, kept for REMOVED_CONTENT_RETENTION_DAYS */
            text: string;
            /** Format: date-time */
            decidedAt: string | null;
        };
        FlagContextLineDto: {
            /** Format: uuid */
            id: string;
            author: components["schemas"]["FlagPersonDto"];
            content: string;
            /** Format: date-time */
            createdAt: string;
            /** @description Hidden from members by its own reports */
            hidden: boolean;
        };
        FlagContextDto: {
            /** @description Up to 3 messages of the same room just before it, oldest first */
            before: components["schemas"]["FlagContextLineDto"][];
            /** @description Up to 3 messages of the same room just after it, oldest first */
            after: components["schemas"]["FlagContextLineDto"][];
        };
        FlagReviewDto: {
            /** @enum {string} */
            targetType: "post" | "post_comment" | "course" | "course_comment" | "lesson_comment" | "chat_message" | "member" | "writing" | "correction" | "writing_reply";
            /** Format: uuid */
            targetId: string;
            /** @description The item’s text now; null once it is gone */
            preview: string | null;
            /** @description Null for a course of the catalogue’s own, or an erased author */
            author: components["schemas"]["FlagPersonDto"] | (never | null);
            /** @description Hidden from members by its open reports */
            hidden: boolean;
            /**
             * @description open while any report waits for a decision
             * @enum {string}
             */
            status: "open" | "closed";
            /**
             * @description The last decision; null while open
             * @enum {string|null}
             */
            decision: "keep" | "remove" | "gone" | null;
            /** Format: date-time */
            decidedAt: string | null;
            /** @description Every report of the item, newest first */
            reports: components["schemas"]["FlagReviewReportDto"][];
            /** @description Where it is (or was): null for a removed post, course or profile */
            place: components["schemas"]["FlagPlaceDto"] | (never | null);
            /** @description What a removal kept of it, to show marked removed; null when no removal did, or once REMOVED_CONTENT_RETENTION_DAYS passed */
            removed: components["schemas"]["FlagRemovedDto"] | (never | null);
            /** @description A chat message’s neighbours in its room; null for other kinds */
            context: components["schemas"]["FlagContextDto"] | (never | null);
        };
        ResolveFlagsDto: {
            /**
             * @description keep shows the item again; remove deletes it
             * @enum {string}
             */
            action: "keep" | "remove";
            /** @description Recorded in the audit log; never sent to the reporters */
            note?: string;
        };
        FlagsAlreadyDecidedBodyDto: {
            /** @example 400 */
            statusCode: number;
            /**
             * @description The member-facing text, in the spec's Portuguese (the field clients show)
             * @example Nome é obrigatório
             */
            error: string;
            /**
             * @description The same text as `error`
             * @example Nome é obrigatório
             */
            message: string;
            /**
             * @description Stable machine-readable code; clients translate it (with `params`) into the reader's language
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
            /**
             * @description On server failures (5xx): the request id (also in `X-Request-Id`) to quote when reporting it
             * @example 3f1c2b9e-8a47-4d0e-9f6a-2b1d5c7e9a10
             */
            requestId?: string;
            /**
             * @description The decision that stands: keep, remove, or gone (the item went otherwise)
             * @enum {string}
             */
            decision: "keep" | "remove" | "gone";
            /**
             * Format: date-time
             * @description When that decision closed the reports
             */
            decidedAt: string;
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
            nextRank: components["schemas"]["RankDto"] | (never | null);
            /** @description The 5 most recent badges */
            recentBadges: components["schemas"]["BadgeDto"][];
            /** @example 7 */
            totalBadges: number;
            /**
             * @description Position in this week’s ranking
             * @example 12
             */
            rankingPosition: number | null;
            /**
             * @description True on the São Paulo day the member joined: greet them as new, not “welcome back”
             * @example false
             */
            is_new_member: boolean;
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
            /**
             * @description The comments the reader is shown (none hidden from them, none by a member they block)
             * @example 1
             */
            comments_count: number;
        };
        DashboardCourseDto: {
            /** Format: uuid */
            id: string;
            /** @example Inglês para viagens */
            title: string;
            /**
             * @description ISO 639-1 code
             * @example en
             */
            language: string;
            /** @example Iniciante */
            level: string;
            cover_image: string | null;
            /** @example Ana Souza */
            uploaded_by_name: string;
            /** Format: date-time */
            created_at: string;
        };
        DashboardStartingCourseDto: {
            /** Format: uuid */
            id: string;
            /** @example Inglês do zero */
            title: string;
            /**
             * @description ISO 639-1 code
             * @example en
             */
            language: string;
            /** @example Iniciante */
            level: string;
            cover_image: string | null;
            /** @example Maria Silva */
            instructor_name: string | null;
            /** @example 8 */
            total_lessons: number;
        };
        DashboardFirstLessonDto: {
            /**
             * @description The language the member learns (their first declaration at a learning level); null when they declared none
             * @example en
             */
            language: string | null;
            /** @description The administrators’ course with lessons the catalogue lists first in that language; null when there is none (show the catalogue) */
            course: components["schemas"]["DashboardStartingCourseDto"] | (never | null);
        };
        DashboardWaitingDto: {
            /**
             * @example en
             * @enum {string}
             */
            language: "pt" | "en";
            /** @example 3 */
            count: number;
        };
        DashboardCorrectionsDto: {
            /** @description Per language the member declared Nativo or Fluente, the texts with no correction yet that they may correct (not their own, none across a block); languages with none are left out */
            waiting: components["schemas"]["DashboardWaitingDto"][];
            /**
             * @description The member’s own texts with no correction yet
             * @example 1
             */
            mineWaiting: number;
        };
        DashboardDto: {
            user: components["schemas"]["DashboardUserDto"];
            /** @description The latest published community posts */
            recentPosts: components["schemas"]["DashboardPostDto"][];
            /** @description The latest published courses sent by the community, newest first */
            recentCourses: components["schemas"]["DashboardCourseDto"][];
            /** @description “Start your first lesson”, for a member who has not finished a lesson yet; null once they have (ADR 0128) */
            firstLesson: components["schemas"]["DashboardFirstLessonDto"] | (never | null);
            /** @description Texts waiting for a correction (issue 47, ADR 0138) */
            corrections: components["schemas"]["DashboardCorrectionsDto"];
        };
        CompletedCourseDto: {
            /** Format: uuid */
            id: string;
            title: string;
            language: string;
            level: string;
            cover_image: string | null;
            /** Format: date-time */
            completedAt: string;
        };
        CourseInProgressDto: {
            /** Format: uuid */
            id: string;
            title: string;
            language: string;
            level: string;
            cover_image: string | null;
            completed_lessons: number;
            total_lessons: number;
            /** @description Percent of lessons completed */
            progress: number;
            /** Format: date-time */
            enrolledAt: string;
        };
        ProfileStatsDto: {
            /**
             * @description Published community posts
             * @example 4
             */
            totalPosts: number;
            /**
             * @description Likes received on published posts and on comments
             * @example 12
             */
            totalLikes: number;
            /**
             * @description Position in this week's ranking; null without XP this week
             * @example 7
             */
            rankingPosition: number | null;
            /** @example 0 */
            coursesCompleted: number;
            /** @description The courses the member completed, the latest enrolment first */
            completedCourses: components["schemas"]["CompletedCourseDto"][];
            /** @description The courses the member is enrolled in and has not completed, the latest enrolment first */
            coursesInProgress: components["schemas"]["CourseInProgressDto"][];
            /** @example 3 */
            totalBadges: number;
            /**
             * @description Corrections the member gave to other members’ texts (hidden ones aside)
             * @example 5
             */
            correctionsGiven: number;
            /**
             * @description Of those, the ones their authors marked helpful
             * @example 2
             */
            correctionsHelpful: number;
        };
        ProfileLanguageDto: {
            /**
             * @description ISO 639-1 code (older rows may still hold a label)
             * @enum {string}
             */
            language: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar";
            /** @example Fluente */
            proficiency: string;
        };
        MemberProfileDto: {
            /** Format: uuid */
            id: string;
            /** @example Ana Souza */
            name: string;
            profile_picture: string | null;
            biography: string;
            /** Format: date-time */
            created_at: string;
            /** @example 140 */
            xp_total: number;
            /** @example 2 */
            level: number;
            /**
             * @description Percent of the way from the current rank to the next (100 at the top)
             * @example 26
             */
            level_progress: number;
            currentRank: components["schemas"]["RankDto"];
            /** @description null at level 10 */
            nextRank: components["schemas"]["RankDto"] | (never | null);
            userLanguages: components["schemas"]["ProfileLanguageDto"][];
            /** @description The 10 most recent badges */
            badges: components["schemas"]["BadgeDto"][];
            is_profile_public: boolean;
            /** @description Whether the reader is this profile's owner */
            is_own: boolean;
        };
        SettingsUserLanguageDto: {
            /** @enum {string} */
            language: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar";
            /** @enum {string} */
            proficiency: "Iniciante" | "Intermediário" | "Avançado" | "Fluente" | "Nativo";
        };
        SettingsProfileDto: {
            /** Format: uuid */
            id: string;
            name: string;
            biography: string;
            profile_picture: string | null;
            /** @enum {string} */
            preferred_language: "pt" | "en";
            /** @enum {number} */
            daily_goal: 25 | 50 | 100 | 150 | 200;
            is_profile_public: boolean;
            email_notifications: boolean;
            push_notifications: boolean;
            /** @description Notifications of community activity (likes and comments on the member’s posts); off, none is created */
            community_notifications: boolean;
            /** Format: date-time */
            updated_at: string;
            userLanguages: components["schemas"]["SettingsUserLanguageDto"][];
        };
        SettingsLanguageDto: {
            /**
             * @description ISO 639-1 code
             * @enum {string}
             */
            language: "pt" | "en" | "es" | "fr" | "de" | "it" | "ja" | "ko" | "ru" | "zh" | "ar";
            /** @enum {string} */
            proficiency: "Iniciante" | "Intermediário" | "Avançado" | "Fluente" | "Nativo";
        };
        UpdateSettingsDto: {
            name: string;
            biography?: string;
            /** @description null removes the uploaded picture; any other value must be the current picture (set it with the upload) */
            profilePicture?: string | null;
            /** @enum {string} */
            preferredLanguage?: "pt" | "en";
            /** @enum {number} */
            dailyGoal?: 25 | 50 | 100 | 150 | 200;
            isProfilePublic?: boolean;
            /** @description E-mail notifications (no e-mail is sent yet) */
            emailNotifications?: boolean;
            /** @description Push notifications (no push is sent yet) */
            pushNotifications?: boolean;
            /** @description Notifications of community activity (likes and comments on the member’s posts); off, none is created */
            communityNotifications?: boolean;
            /** @description Replaces the list when given */
            userLanguages?: components["schemas"]["SettingsLanguageDto"][];
        };
        SettingsVerificationDto: {
            /** @description The name as stored, read back after the save */
            name: string;
            /** @description Whether it is the name that was sent */
            matches: boolean;
        };
        SettingsSavedDto: {
            /** @example true */
            success: boolean;
            /** @example Configurações salvas com sucesso! */
            message: string;
            userData: components["schemas"]["SettingsProfileDto"];
            userLanguages: components["schemas"]["SettingsUserLanguageDto"][];
            verification: components["schemas"]["SettingsVerificationDto"];
        };
        DataExportDto: {
            /**
             * @description none: nothing to download; preparing: asked, not ready yet; ready: the file is at `url`
             * @enum {string}
             */
            status: "none" | "preparing" | "ready";
            /** Format: date-time */
            readyAt?: string;
            /**
             * Format: date-time
             * @description After this the file is deleted
             */
            expiresAt?: string;
            /**
             * @description The file's address, only for this member, while ready
             * @example /api/me/export/0b9f3c1e-4a5b-4c6d-8e7f-0123456789ab/file
             */
            url?: string;
        };
        SearchSegmentDto: {
            /** @example lição */
            text: string;
            /** @example true */
            match: boolean;
        };
        SearchResultDto: {
            /** @enum {string} */
            type: "post" | "course";
            /** Format: uuid */
            id: string;
            /** @description The whole title, matches marked */
            title: components["schemas"]["SearchSegmentDto"][];
            /** @description A short extract of the text (a course: its description), matches marked */
            extract: components["schemas"]["SearchSegmentDto"][];
            /**
             * @description A post: pending only for its author and administrators; null for a course
             * @enum {string|null}
             */
            status: "pending" | "approved" | null;
            /**
             * Format: date-time
             * @description A post's creation; null for a course
             */
            createdAt: string | null;
            /**
             * @description A course's language (ISO 639-1); null for a post
             * @example en
             */
            language: string | null;
            /**
             * @description A course's level; null for a post
             * @example Iniciante
             */
            level: string | null;
            /** @description A course's cover; null for a post or a course without one */
            coverImage: string | null;
        };
        SearchPageDto: {
            /** @description Best match first (then by id), at most 10 */
            results: components["schemas"]["SearchResultDto"][];
            /** @description Pass as cursor for the next page; null on the last */
            nextCursor: string | null;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReadinessDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not ready: the database is unreachable (`DATABASE_UNAVAILABLE`), the instance is still starting (`STARTING`, while its database is awaited) or it received SIGTERM and is about to stop (`SHUTTING_DOWN`) */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportWebVitals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WebVitalsBatchDto"];
            };
        };
        responses: {
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request came from another site (`CROSS_SITE_REQUEST`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 30 batches a minute from this client */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RedirectUrlDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    startGoogleSignIn: {
        parameters: {
            query?: {
                /** @description Id of the member who referred this visitor */
                ref?: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the provider's authorization URL; sets the sign-in cookie */
            302: {
                headers: {
                    /** @description The provider's authorization URL */
                    Location?: string;
                    /** @description The sign-in cookie (httpOnly, path /api/sessions, 10 minutes) */
                    "Set-Cookie"?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A provider's answer (code, state or error) sent here instead of to /auth/callback */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description The member is suspended: reason and end of the ban; the session set reaches only their data copy and their deletion */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request came from another site (`CROSS_SITE_REQUEST`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SessionDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUserDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileCheckDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description The request came from another site (`CROSS_SITE_REQUEST`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description IDENTITY.ADMIN_LOGIN_LOCKED: 5 failures from this address in 10 minutes; IDENTITY.ADMIN_LOGIN_THROTTLED: the account waits 1, 2, 4 … 60 s after failures. Retry-After says when. */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSessionDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The request came from another site (`CROSS_SITE_REQUEST`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    changeInterfaceLanguage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["InterfaceLanguageDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listBlockedMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlockedMemberListDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    blockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description The member is the signed-in member or an administrator */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description No such member */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member already blocks 500 members */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many blocks and unblocks in a minute */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unblockMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                memberId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description No such member id */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many blocks and unblocks in a minute */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadProfilePicture: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** Format: binary */
                    image: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PictureUploadedDto"];
                };
            };
            /** @description Not an image by its bytes, larger than 5 MB, or too many pixels */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 10 uploads an hour per member; Retry-After says when */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    acceptConsents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AcceptConsentsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentsDto"];
                };
            };
            /** @description A version is not the one in force (`IDENTITY.CONSENT_VERSION_NOT_CURRENT`, param `document`), or malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountDto"];
            };
        };
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletionScheduledDto"];
                };
            };
            /** @description The typed name is not the member’s (IDENTITY.DELETION_CONFIRMATION_MISMATCH) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The erasure already started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    cancelAccountDeletion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The erasure already started */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MarkAllReadDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationReadDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamMemberEvents: {
        parameters: {
            query?: {
                /** @description Resume after this event id, in decimal digits (as the Last-Event-ID header does; the header wins) */
                lastEventId?: number;
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: {
                /** @description The id of the last event received */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many open streams (10 per member, 5000 per instance); Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPushPublicKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushPublicKeyDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    subscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushSubscriptionDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDoneDto"];
                };
            };
            /** @description Malformed subscription, or an endpoint that is not a known push service (`IDENTITY.PUSH_ENDPOINT_NOT_ALLOWED`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribePush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PushEndpointDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushDoneDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member has no subscription with this endpoint (`IDENTITY.PUSH_SUBSCRIPTION_NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    showEmailUnsubscribe: {
        parameters: {
            query: {
                /** @description The signed, expiring token of the e-mail’s unsubscribe link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page that asks to confirm (changes nothing) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is forged or expired (an HTML page that says so), or malformed (JSON) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/html": string;
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unsubscribeEmail: {
        parameters: {
            query: {
                /** @description The signed, expiring token of the e-mail’s unsubscribe link */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["UnsubscribeFormDto"];
            };
        };
        responses: {
            /** @description E-mail notifications are off (idempotent) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The token is forged or expired (an HTML page that says so), or malformed (JSON); nothing changed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                    "text/html": string;
                };
            };
            /** @description The request came from another site (`CROSS_SITE_REQUEST`) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["XpRulesDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 60 calls a minute (GAMIFICATION.XP_ADD_RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RankingDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCourses: {
        parameters: {
            query?: {
                /** @description ISO 639-1 code */
                language?: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
                level?: "Iniciante" | "Intermediário" | "Avançado" | "Completo";
                /** @description Matches title and description, ignoring case and accents */
                search?: string;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CataloguePageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMyUploadedCourses: {
        parameters: {
            query?: {
                /** @description ISO 639-1 code */
                language?: "es" | "fr" | "ja" | "en" | "de" | "it" | "pt" | "zh" | "ko" | "ru";
                level?: "Iniciante" | "Intermediário" | "Avançado" | "Completo";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    uploadCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UploadCourseDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadResultDto"];
                };
            };
            /** @description The spec's message for the first missing or invalid field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Five uploads already wait for approval */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description One upload a minute */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCourseDetails: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseDetailsDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadCourse: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description An admin-created course has no download */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The day’s downloads are used up; resets at São Paulo midnight */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DownloadLimitBodyDto"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    likeCourse: {
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
                "application/json": components["schemas"]["LikeBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseLikeResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `LIKES_DAILY_LIMIT_REACHED`: 50 likes this São Paulo day; `Retry-After` and `resetAt` say when likes come back */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCourseComments: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCommentListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addCourseComment: {
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
                "application/json": components["schemas"]["CommentBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseCommentResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The same text as the member’s previous comment on this course */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
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
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    likeCourseComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LikeBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentLikeResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `LIKES_DAILY_LIMIT_REACHED`: 50 likes this São Paulo day; `Retry-After` and `resetAt` say when likes come back */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listAdminCourses: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseListDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createAdminCourse: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminCourseDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateAdminCourse: {
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
                "application/json": components["schemas"]["AdminCourseDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCourseResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteAdminCourse: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    approveCourse: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The course is not pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rejectCourse: {
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
                "application/json": components["schemas"]["RejectBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The course is not pending */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    toggleCoursePublic: {
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
                "application/json": components["schemas"]["TogglePublicDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TogglePublicResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Only approved courses can be published */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCourseComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["RejectBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminActionResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCourse: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseDetailsDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCourseModules: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCourseRatings: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RatingsPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCourseModule: {
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
                "application/json": components["schemas"]["ModuleBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCourseModule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                moduleId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModuleBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModuleResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCourseModule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                moduleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    createCourseLesson: {
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
                "application/json": components["schemas"]["LessonBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateCourseLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LessonBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteCourseLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Módulo não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A community upload has no modules or lessons */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLesson: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A locked module’s lesson that is not free */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportLessonProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProgressBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProgressResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    completeLesson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompleteBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletionDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCourseProgress: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CourseProgressDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A path parameter is empty, `.` or `..` (`NOT_FOUND`) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    rateCourse: {
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
                "application/json": components["schemas"]["RateBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RateResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not enrolled or not enough progress (the reason in code and message) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listLessonComments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonCommentListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    addLessonComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CommentBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LessonCommentResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not allowed */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The same text as the member’s previous comment on this lesson */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many requests; Retry-After says when to try again */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    likeLessonComment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                commentId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["LikeBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentLikeResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `LIKES_DAILY_LIMIT_REACHED`: 50 likes this São Paulo day; `Retry-After` and `resetAt` say when likes come back */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getLessonQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description A locked module’s lesson that is not free */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada (unknown, inactive or not the course’s) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answerLessonQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                courseId: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizAnswerBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["QuizVerdictDto"];
                };
            };
            /** @description An answer of the wrong shape for its question (COURSES.QUIZ_ANSWER_INVALID) or a malformed body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is banned, or the lesson is locked */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Aula não encontrada / Pergunta não encontrada (COURSES.QUIZ_QUESTION_NOT_FOUND) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 30 answers a minute (COURSES.QUIZ_RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminLessonQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuizDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replaceLessonQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["QuizBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminQuizDto"];
                };
            };
            /** @description A limit or rule of the quiz editor (VALIDATION_FAILED with the fields) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteLessonQuiz: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                lessonId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Curso não encontrado / Aula não encontrada */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatePostResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
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
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getCommunityPost: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostDetailDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such post, or one hidden by its reports or written by a member the caller blocks (the same answer); also an id that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CommentListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateCommentResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Your own post still awaits approval, or the text repeats your previous comment on this post (COMMUNITY.DUPLICATE_COMMENT) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
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
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `LIKES_DAILY_LIMIT_REACHED`: 50 likes this São Paulo day; `Retry-After` and `resetAt` say when likes come back */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description `LIKES_DAILY_LIMIT_REACHED`: 50 likes this São Paulo day; `Retry-After` and `resetAt` say when likes come back */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PendingPostsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApprovedPostsDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCommentListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerationResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listChatRooms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatRoomListDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listChatMessages: {
        parameters: {
            query?: {
                /** @description Only messages newer than this one (polling) */
                after?: string;
                /** @description Only messages older than this one (history) */
                before?: string;
                limit?: number;
                /** @description Cache-busting value; ignored */
                _?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatMessageListDto"];
                };
            };
            /** @description after/before names no message of the room, or a bad limit */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    sendChatMessage: {
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
                "application/json": components["schemas"]["SendChatMessageDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SendChatMessageResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Slow mode: at most 5 messages per 10 s per room (per room setting) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listChatUsers: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatOnlineUserListDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    joinChatRoom: {
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
                "application/json": components["schemas"]["ChatPresenceDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    chatPresence: {
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
                "application/json": components["schemas"]["ChatPresenceDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    leaveChatRoom: {
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
                "application/json": components["schemas"]["ChatPresenceDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    streamChatRoom: {
        parameters: {
            query?: {
                /** @description Resume after this event id, in decimal digits (as the Last-Event-ID header does; the header wins) */
                lastEventId?: number;
            };
            header?: {
                /** @description The id of the last event received: a message seq or a deletion seq */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An event stream */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Too many open streams (5 per member, 1000 per instance); Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteChatMessage: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    postWriting: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["WritingInputDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WritingDto"];
                };
            };
            /** @description Invalid input: title, text (1–3 000 characters, 1–40 sentences), a language the writer declared Nativo (CORRECTIONS.NATIVE_LANGUAGE), a prompt not among today’s in that language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description At most 5 texts a São Paulo day */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWritingQueue: {
        parameters: {
            query?: {
                /** @description Only texts in this language (one the reader declared Nativo or Fluente) */
                language?: components["schemas"]["WritingLanguage"];
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WritingPageDto"];
                };
            };
            /** @description A language or cursor that is not one this API gives */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listMyWritings: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WritingPageDto"];
                };
            };
            /** @description A cursor that is not one this API gives */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getWriting: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WritingDetailDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text, or one hidden by its reports, or one by a member the reader blocks or who blocks the reader (the same answer); also an id that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    editWriting: {
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
                "application/json": components["schemas"]["WritingInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WritingDto"];
                };
            };
            /** @description Invalid input, as for a new text */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not the author, or the member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text, or one hidden by its reports, or one by a member the reader blocks or who blocks the reader (the same answer); also an id that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The text received a correction and is locked (CORRECTIONS.WRITING_LOCKED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    deleteWriting: {
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Neither the author nor an administrator, or the member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text, or one hidden by its reports, or one by a member the reader blocks or who blocks the reader (the same answer); also an id that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    putWritingCorrection: {
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
                "application/json": components["schemas"]["CorrectionInputDto"];
            };
        };
        responses: {
            /** @description The reader’s earlier correction was replaced */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrectionDto"];
                };
            };
            /** @description The reader’s correction was created (200: it replaced their earlier one) */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrectionDto"];
                };
            };
            /** @description Invalid input (no sentence judged, an index out of the text or repeated, a corrected sentence missing, unchanged or too long, a note or comment too long), or one’s own text (CORRECTIONS.OWN_WRITING) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The reader did not declare the text’s language Nativo or Fluente (CORRECTIONS.NOT_FLUENT), or is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text, or one hidden by its reports, or one by a member the reader blocks or who blocks the reader (the same answer); also an id that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The reader’s correction was marked helpful and can no longer change (CORRECTIONS.CORRECTION_LOCKED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description At most 30 new corrections a São Paulo day (replacing one’s own is not new) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    markCorrectionHelpful: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpfulResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not the text’s author (CORRECTIONS.NOT_THE_AUTHOR), or the member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text or correction, as for reading the text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    unmarkCorrectionHelpful: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpfulResultDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not the text’s author (CORRECTIONS.NOT_THE_AUTHOR), or the member is banned */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text or correction, as for reading the text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listCorrectionReplies: {
        parameters: {
            query?: {
                /** @description nextCursor of the previous page */
                cursor?: string;
            };
            header?: never;
            path: {
                id: string;
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplyPageDto"];
                };
            };
            /** @description A cursor that is not one this API gives */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such text or correction, as for reading the text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replyToCorrection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                correctionId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReplyInputDto"];
            };
        };
        responses: {
            /** @description OK */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReplyDto"];
                };
            };
            /** @description An empty reply or one over 1 000 characters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description No such text or correction, as for reading the text */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description At most 60 replies an hour */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listTodaysWritingPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TodayPromptsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listWritingPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromptsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    replaceWritingPrompts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminPromptsInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPromptsDto"];
                };
            };
            /** @description A prompt empty or over 200 characters, repeated, an unknown id, a language without any prompt, or over 50 in a language */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReviewSummary: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSummaryDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReviewSession: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSessionDto"];
                };
            };
            /** @description A limit that is not a whole number from 1 to 50 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    answerReviewCard: {
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
                "application/json": components["schemas"]["ReviewAnswerBodyDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewVerdictDto"];
                };
            };
            /** @description An answer of the wrong shape for the card (REVIEW.ANSWER_INVALID), a clientId that is not a UUID, or a malformed body */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Cartão não encontrado (REVIEW.CARD_NOT_FOUND): another member’s card, one taken out of the deck, an unknown id or one that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The clientId already answered another card (REVIEW.CLIENT_ID_REUSED) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 120 answers a minute (REVIEW.RATE_LIMITED, with Retry-After) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    removeReviewCard: {
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
            /** @description Done */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description Cartão não encontrado (REVIEW.CARD_NOT_FOUND): another member’s card, one taken out of the deck, an unknown id or one that is not a UUID */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getReviewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettingsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateReviewSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewSettingsInputDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewSettingsDto"];
                };
            };
            /** @description newPerDay not a whole number from 0 to 50, or desiredRetention not one from 80 to 97 (VALIDATION_FAILED) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStatsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsersPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserDetailsDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not found */
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
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getAdminReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reportItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportBodyDto"];
            };
        };
        responses: {
            /** @description It replaced the member’s open report of the item */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResultDto"];
                };
            };
            /** @description A new report */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportResultDto"];
                };
            };
            /** @description One’s own item */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No such item, or not one the member can see (hidden by its reports, or within a hidden post or course) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description 20 reports a day */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    listFlags: {
        parameters: {
            query?: {
                status?: "open" | "closed";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    reviewFlaggedItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                targetType: string;
                targetId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagReviewDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Nobody reported this item, or not a reportable kind */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    resolveFlags: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                targetType: string;
                targetId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveFlagsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminSuccessDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not an administrator, or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The item has no reports to decide (never reported, or not a reportable kind) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Another decision already closed the item’s reports (`ADMIN.FLAGS_ALREADY_DECIDED`): the body names it */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FlagsAlreadyDecidedBodyDto"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
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
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LandingStatsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
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
            /** @description OK */
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getOwnProfileStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileStatsDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicProfile: {
        parameters: {
            query?: {
                /** @description Language of the texts; defaults to the member's preferred language */
                lang?: "pt" | "en";
            };
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MemberProfileDto"];
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
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile is private and not the reader’s */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getPublicProfileStats: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProfileStatsDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The profile is private and not the reader’s */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Usuário não encontrado */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getSettings: {
        parameters: {
            query?: {
                /** @description Cache-busting value; ignored */
                t?: string;
                /** @description Set by the page when it re-reads after a save; ignored */
                verify?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsProfileDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSettingsDto"];
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SettingsSavedDto"];
                };
            };
            /** @description A rule of the spec (Nome é obrigatório, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), has not accepted the Termos de Uso and the Política de Privacidade in force (`IDENTITY.CONSENT_REQUIRED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    getDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    requestDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExportDto"];
                };
            };
            /** @description A malformed JSON body (`MALFORMED_JSON`, `JSON_TOO_DEEP`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The member is suspended (`IDENTITY.MEMBER_BANNED`), or the request came from another site */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is not JSON (`UNSUPPORTED_MEDIA_TYPE`) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description One copy a day: Retry-After says when the next may be asked for */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    downloadDataExport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description Not signed in (`UNAUTHENTICATED`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description No ready export of this member by that id (another member’s is not told apart) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
    search: {
        parameters: {
            query: {
                /** @description Words to find in titles and texts, accents and case ignored; the last word may be the start of one. Trimmed, NFC, spaces collapsed, then 2–100 characters */
                q: string;
                /** @description post: the community (members only); course: the catalogue */
                type: "post" | "course";
                /** @description nextCursor of the previous page of the same search */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchPageDto"];
                };
            };
            /** @description Malformed or invalid input (`VALIDATION_FAILED`, `INVALID_CURSOR`, `MALFORMED_JSON`, …) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description type=post for a guest (`SEARCH.SIGN_IN_TO_SEARCH_POSTS`) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The body is too large (`PAYLOAD_TOO_LARGE`) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description More than 30 searches a minute by this member (a guest: from this address) */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
            /** @description The service is briefly unavailable; `Retry-After` says when to try again */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorBody"];
                };
            };
        };
    };
}
