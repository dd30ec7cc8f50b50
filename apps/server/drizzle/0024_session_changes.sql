-- Every server process keeps the sessions it looked up for a moment (auth.service.ts,
-- SESSION_CACHE_MS). A change that ends a session or alters what it carries must reach every
-- process at once, wherever it was made (a sign-out on another server, an admin screen, a
-- statement by hand): these triggers send the user's id on 'eform_session_changes', and each
-- process that serves HTTP listens there and forgets that user's cached sessions
-- (modules/auth/session-changes.ts). The notification goes out at commit, so a rolled-back
-- change sends nothing.
CREATE FUNCTION "notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('eform_session_changes', NEW.user_id::text);
  ELSE
    PERFORM pg_notify('eform_session_changes', OLD.id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sessions_revoked_notify" AFTER UPDATE OF "revoked_at", "expires_at" ON "sessions"
  FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at)
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_changed_notify" AFTER UPDATE OF "email", "display_name", "global_roles" ON "users"
  FOR EACH ROW
  WHEN (NEW.email IS DISTINCT FROM OLD.email OR NEW.display_name IS DISTINCT FROM OLD.display_name
    OR NEW.global_roles IS DISTINCT FROM OLD.global_roles)
  EXECUTE FUNCTION "notify_session_change"();
--> statement-breakpoint
CREATE TRIGGER "users_deleted_notify" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_change"();
