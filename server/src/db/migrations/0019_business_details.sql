-- The operator's own legal identity (ADR 0055): e-mail footers and bank-transfer documents name it.
-- Empty on every database, an upgraded one too: the name and address e-mails carried until now were
-- the demo company's, so staff set their own (the back office's setup checklist asks for it). The
-- demo seed fills in the demo company's.
INSERT INTO "settings" ("key", "value") VALUES
	('business_details', '{"legal_name": "", "street_address": "", "postal_code": "", "city": "", "country": "", "vat_number": "", "support_email": ""}'::jsonb)
ON CONFLICT ("key") DO NOTHING;
