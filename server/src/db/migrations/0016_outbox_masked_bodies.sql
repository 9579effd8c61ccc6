-- The copy of each message staff may read (docs/email.md, ADR 0039). Messages queued from now on
-- are masked from the secrets their writer names; the ones already here were written by templates
-- whose only secrets are link tokens in a "token=" query parameter, so those values are hidden.
ALTER TABLE "email_outbox" ADD COLUMN "masked_text_body" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "masked_html_body" text;--> statement-breakpoint
UPDATE "email_outbox" SET
  "masked_text_body" = regexp_replace("text_body", '(token=)[^&"''<>[:space:]]+', '\1[hidden]', 'g'),
  "masked_html_body" = regexp_replace("html_body", '(token=)[^&"''<>[:space:]]+', '\1[hidden]', 'g');--> statement-breakpoint
ALTER TABLE "email_outbox" ALTER COLUMN "masked_text_body" SET NOT NULL;
