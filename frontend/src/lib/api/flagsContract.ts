import createClient from "openapi-fetch";
import type { FieldLimit } from "./limits";

/*
 * The contract of the reporting endpoints (issue 34) as the issue states it, until the server
 * publishes them in the OpenAPI document; then `schema.d.ts` and `limits.ts` hold them and this
 * file goes.
 */

export interface FlagComponents {
  schemas: {
    CreateFlagDto: {
      targetType:
        | "post"
        | "post_comment"
        | "course"
        | "course_comment"
        | "lesson_comment"
        | "chat_message"
        | "member";
      targetId: string;
      reason: "spam" | "harassment" | "inappropriate" | "other";
      details?: string;
    };
  };
}
type components = FlagComponents;

export interface FlagPaths {
  "/api/flags": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: { "application/json": components["schemas"]["CreateFlagDto"] };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { "application/json": { success: boolean } };
        };
        201: {
          headers: { [name: string]: unknown };
          content: { "application/json": { success: boolean } };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/flags": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get: {
      parameters: {
        query?: { status?: "open" | "closed" };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: {
            "application/json": {
              items: {
                targetType:
                  | "post"
                  | "post_comment"
                  | "course"
                  | "course_comment"
                  | "lesson_comment"
                  | "chat_message"
                  | "member";
                targetId: string;
                preview: string | null;
                author: { id: string; name: string } | null;
                count: number;
                reasons: ("spam" | "harassment" | "inappropriate" | "other")[];
                reports: {
                  reporter: { id: string; name: string };
                  reason: "spam" | "harassment" | "inappropriate" | "other";
                  details: string | null;
                  createdAt: string;
                }[];
                status: "open" | "closed";
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/admin/flags/{targetType}/{targetId}/resolve": {
    parameters: { query?: never; header?: never; path?: never; cookie?: never };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          targetType:
            | "post"
            | "post_comment"
            | "course"
            | "course_comment"
            | "lesson_comment"
            | "chat_message"
            | "member";
          targetId: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          "application/json": { action: "keep" | "remove"; note?: string };
        };
      };
      responses: {
        200: {
          headers: { [name: string]: unknown };
          content: { "application/json": { success: boolean } };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

export const flagLimits = {
  CreateFlagDto: {
    reason: {
      type: "string",
      required: true,
      enum: ["spam", "harassment", "inappropriate", "other"],
    },
    details: { type: "string", maxLength: 500 },
  },
  ResolveFlagDto: {
    note: { type: "string", maxLength: 500 },
  },
} as const satisfies Record<string, Record<string, FieldLimit>>;

export const flagsClient = createClient<FlagPaths>({
  baseUrl: "",
  credentials: "include",
});
