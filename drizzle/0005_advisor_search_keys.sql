CREATE TABLE "advisor_search_keys" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"industry_bits" bigint NOT NULL,
	"skill_bits" bigint NOT NULL,
	"years_experience" integer,
	"hours_available" integer,
	"city" text,
	"country" text,
	"compensation_preference" text[] NOT NULL,
	"lifetime_access" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"bit" smallint NOT NULL,
	CONSTRAINT "search_terms_kind_name_pk" PRIMARY KEY("kind","name")
);
--> statement-breakpoint
ALTER TABLE "advisor_search_keys" ADD CONSTRAINT "advisor_search_keys_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO search_terms (kind, name, bit) VALUES
  ('industry', 'Technology', 0),
  ('industry', 'technology', 0),
  ('industry', 'Healthcare', 1),
  ('industry', 'healthcare', 1),
  ('industry', 'Finance', 2),
  ('industry', 'finance', 2),
  ('industry', 'Education', 3),
  ('industry', 'education', 3),
  ('industry', 'Manufacturing', 4),
  ('industry', 'manufacturing', 4),
  ('industry', 'Retail', 5),
  ('industry', 'retail', 5),
  ('industry', 'Energy', 6),
  ('industry', 'energy', 6),
  ('industry', 'Transportation', 7),
  ('industry', 'transportation', 7),
  ('industry', 'Real Estate', 8),
  ('industry', 'real estate', 8),
  ('industry', 'Media', 9),
  ('industry', 'media', 9),
  ('industry', 'Telecommunications', 10),
  ('industry', 'telecommunications', 10),
  ('industry', 'Agriculture', 11),
  ('industry', 'agriculture', 11),
  ('industry', 'Hospitality', 12),
  ('industry', 'hospitality', 12),
  ('industry', 'Legal Services', 13),
  ('industry', 'legal services', 13),
  ('industry', 'Consulting', 14),
  ('industry', 'consulting', 14),
  ('industry', 'Non-profit', 15),
  ('industry', 'non-profit', 15),
  ('industry', 'Government', 16),
  ('industry', 'government', 16),
  ('industry', 'Automotive', 17),
  ('industry', 'automotive', 17),
  ('industry', 'Aerospace', 18),
  ('industry', 'aerospace', 18),
  ('industry', 'Biotechnology', 19),
  ('industry', 'biotechnology', 19),
  ('industry', 'Food & Beverage', 20),
  ('industry', 'food & beverage', 20),
  ('industry', 'Gaming', 21),
  ('industry', 'gaming', 21),
  ('industry', 'Sports', 22),
  ('industry', 'sports', 22),
  ('industry', 'Fashion', 23),
  ('industry', 'fashion', 23),
  ('industry', 'Other', 24),
  ('industry', 'other', 24),
  ('skill', 'Strategy Development', 0),
  ('skill', 'strategy development', 0),
  ('skill', 'Business Development', 1),
  ('skill', 'business development', 1),
  ('skill', 'Product Management', 2),
  ('skill', 'product management', 2),
  ('skill', 'Marketing', 3),
  ('skill', 'marketing', 3),
  ('skill', 'Sales', 4),
  ('skill', 'sales', 4),
  ('skill', 'Operations', 5),
  ('skill', 'operations', 5),
  ('skill', 'Finance', 6),
  ('skill', 'finance', 6),
  ('skill', 'HR', 7),
  ('skill', 'hr', 7),
  ('skill', 'Legal', 8),
  ('skill', 'legal', 8),
  ('skill', 'Technology', 9),
  ('skill', 'technology', 9),
  ('skill', 'Data Analysis', 10),
  ('skill', 'data analysis', 10),
  ('skill', 'Project Management', 11),
  ('skill', 'project management', 11),
  ('skill', 'Leadership', 12),
  ('skill', 'leadership', 12),
  ('skill', 'Fundraising', 13),
  ('skill', 'fundraising', 13),
  ('skill', 'International Expansion', 14),
  ('skill', 'international expansion', 14),
  ('skill', 'Digital Transformation', 15),
  ('skill', 'digital transformation', 15),
  ('skill', 'Mergers & Acquisitions', 16),
  ('skill', 'mergers & acquisitions', 16),
  ('skill', 'Risk Management', 17),
  ('skill', 'risk management', 17),
  ('skill', 'Compliance', 18),
  ('skill', 'compliance', 18),
  ('skill', 'Innovation', 19),
  ('skill', 'innovation', 19),
  ('skill', 'Customer Experience', 20),
  ('skill', 'customer experience', 20),
  ('skill', 'Supply Chain', 21),
  ('skill', 'supply chain', 21),
  ('skill', 'Quality Assurance', 22),
  ('skill', 'quality assurance', 22),
  ('skill', 'R&D', 23),
  ('skill', 'r&d', 23),
  ('skill', 'Strategic Planning', 24),
  ('skill', 'strategic planning', 24),
  ('skill', 'Financial Management', 25),
  ('skill', 'financial management', 25),
  ('skill', 'Product Development', 26),
  ('skill', 'product development', 26),
  ('skill', 'Human Resources', 27),
  ('skill', 'human resources', 27),
  ('skill', 'Leadership Development', 28),
  ('skill', 'leadership development', 28);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION boardly_name_bits(kind text, names text[]) RETURNS bigint
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(bit_or(1::bigint << t.bit), 0) FROM search_terms t WHERE t.kind = $1 AND t.name = ANY ($2)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION boardly_sync_advisor_search_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role <> 'advisor' OR NOT NEW.profile_completed THEN
    DELETE FROM advisor_search_keys WHERE profile_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO advisor_search_keys (profile_id, industry_bits, skill_bits, years_experience, hours_available, city,
      country, compensation_preference, lifetime_access)
  VALUES (NEW.id, boardly_name_bits('industry', NEW.industries), boardly_name_bits('skill', NEW.skills),
      NEW.years_experience, NEW.hours_available, NEW.city, NEW.country, NEW.compensation_preference,
      NEW.lifetime_access)
  ON CONFLICT (profile_id) DO UPDATE SET
    industry_bits = EXCLUDED.industry_bits,
    skill_bits = EXCLUDED.skill_bits,
    years_experience = EXCLUDED.years_experience,
    hours_available = EXCLUDED.hours_available,
    city = EXCLUDED.city,
    country = EXCLUDED.country,
    compensation_preference = EXCLUDED.compensation_preference,
    lifetime_access = EXCLUDED.lifetime_access;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_advisor_search_keys_sync AFTER INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION boardly_sync_advisor_search_keys();
--> statement-breakpoint
INSERT INTO advisor_search_keys (profile_id, industry_bits, skill_bits, years_experience, hours_available, city,
    country, compensation_preference, lifetime_access)
  SELECT id, boardly_name_bits('industry', industries), boardly_name_bits('skill', skills), years_experience,
    hours_available, city, country, compensation_preference, lifetime_access
  FROM profiles WHERE role = 'advisor' AND profile_completed;
