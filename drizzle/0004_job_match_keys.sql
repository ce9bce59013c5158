CREATE TABLE "job_match_keys" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"is_active" boolean NOT NULL,
	"posted_date" timestamp with time zone NOT NULL,
	"skill_mask" integer NOT NULL,
	"industry_mask" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_match_keys" ADD CONSTRAINT "job_match_keys_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION boardly_skill_mask(doc tsvector) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    (CASE WHEN doc @@ '(''strategi'' <-> ''develop'') | (''strateg'' <-> ''plan'') | (''strategi'') | (''strateg'') | (''busi'' <-> ''strategi'') | (''corpor'' <-> ''strategi'') | (''busi'' <-> ''plan'')'::tsquery THEN 1 ELSE 0 END) -- strategy
  | (CASE WHEN doc @@ '(''busi'' <-> ''develop'') | (''bizdev'') | (''biz'' <-> ''dev'') | (''partnership'') | (''strateg'' <-> ''partnership'') | (''go'' <2> ''market'') | (''gtm'') | (''channel'' <-> ''partner'') | (''new'' <-> ''busi'')'::tsquery THEN 2 ELSE 0 END) -- business-development
  | (CASE WHEN doc @@ '(''product'' <-> ''manag'') | (''product'' <-> ''develop'') | (''product'' <-> ''strategi'') | (''product'' <-> ''vision'') | (''product'' <-> ''led'') | (''roadmap'') | (''custom'' <-> ''discoveri'') | (''cpo'')'::tsquery THEN 4 ELSE 0 END) -- product
  | (CASE WHEN doc @@ '(''market'') | (''brand'') | (''demand'' <-> ''generat'') | (''growth'' <-> ''market'') | (''price'') | (''cmo'') | (''posit'')'::tsquery THEN 8 ELSE 0 END) -- marketing
  | (CASE WHEN doc @@ '(''sale'') | (''sell'') | (''enterpris'' <-> ''sale'') | (''sale'' <-> ''motion'') | (''revenu'' <-> ''growth'') | (''account'' <-> ''manag'') | (''cro'')'::tsquery THEN 16 ELSE 0 END) -- sales
  | (CASE WHEN doc @@ '(''oper'') | (''oper'' <-> ''model'') | (''scale'' <-> ''oper'') | (''coo'') | (''process'' <-> ''improv'')'::tsquery THEN 32 ELSE 0 END) -- operations
  | (CASE WHEN doc @@ '(''financ'') | (''financi'' <-> ''manag'') | (''financi'' <-> ''report'') | (''financi'' <-> ''plan'') | (''financi'') | (''cfo'') | (''account'') | (''capit'' <-> ''strategi'') | (''budget'') | (''treasuri'') | (''fp'')'::tsquery THEN 64 ELSE 0 END) -- finance
  | (CASE WHEN doc @@ '(''hr'') | (''human'' <-> ''resourc'') | (''peopl'') | (''peopl'' <-> ''cultur'') | (''peopl'' <-> ''oper'') | (''talent'') | (''hire'') | (''execut'' <-> ''hire'') | (''recruit'') | (''compens'' <-> ''design'') | (''chro'')'::tsquery THEN 128 ELSE 0 END) -- hr
  | (CASE WHEN doc @@ '(''legal'') | (''law'') | (''lawyer'') | (''counsel'') | (''general'' <-> ''counsel'') | (''contract'') | (''intellectu'' <-> ''properti'') | (''litig'')'::tsquery THEN 256 ELSE 0 END) -- legal
  | (CASE WHEN doc @@ '(''technolog'') | (''tech'') | (''softwar'') | (''engin'') | (''cto'') | (''platform'' <-> ''architectur'') | (''architectur'') | (''cybersecur'') | (''cyber'' <-> ''secur'') | (''cloud'') | (''infrastructur'')'::tsquery THEN 512 ELSE 0 END) -- technology
  | (CASE WHEN doc @@ '(''data'' <-> ''analysi'') | (''data'') | (''analyt'') | (''ai'') | (''artifici'' <-> ''intellig'') | (''machin'' <-> ''learn'') | (''data'' <-> ''scienc'') | (''busi'' <-> ''intellig'')'::tsquery THEN 1024 ELSE 0 END) -- data
  | (CASE WHEN doc @@ '(''project'' <-> ''manag'') | (''program'' <-> ''manag'') | (''programm'' <-> ''manag'') | (''pmo'') | (''project'' <-> ''deliveri'')'::tsquery THEN 2048 ELSE 0 END) -- project-management
  | (CASE WHEN doc @@ '(''leadership'') | (''leadership'' <-> ''develop'') | (''leadership'' <-> ''team'') | (''execut'') | (''execut'' <-> ''coach'') | (''coach'') | (''mentor'') | (''ceo'') | (''c'' <-> ''suit'')'::tsquery THEN 4096 ELSE 0 END) -- leadership
  | (CASE WHEN doc @@ '(''fundrais'') | (''fund'' <-> ''rais'') | (''capit'' <-> ''rais'') | (''rais'' <-> ''capit'') | (''investor'' <-> ''relat'') | (''fund'' <-> ''round'') | (''fund'') | (''investor'') | (''ventur'' <-> ''capit'') | (''seri'') | (''seri'' <-> ''b'') | (''seri'' <-> ''c'') | (''seed'' <-> ''round'')'::tsquery THEN 8192 ELSE 0 END) -- fundraising
  | (CASE WHEN doc @@ '(''intern'' <-> ''expans'') | (''intern'') | (''global'' <-> ''expans'') | (''new'' <-> ''market'') | (''market'' <-> ''entri'') | (''cross'' <-> ''border'') | (''abroad'') | (''local'') | (''localis'')'::tsquery THEN 16384 ELSE 0 END) -- international
  | (CASE WHEN doc @@ '(''digit'' <-> ''transform'') | (''digit'') | (''digitis'') | (''modern'') | (''cloud'' <-> ''migrat'')'::tsquery THEN 32768 ELSE 0 END) -- digital
  | (CASE WHEN doc @@ '(''merger'' <-> ''acquisit'') | (''m'') | (''merger'') | (''acquisit'') | (''acquir'') | (''due'' <-> ''dilig'') | (''post'' <-> ''merger'' <-> ''integr'') | (''divestitur'') | (''trade'' <-> ''sale'')'::tsquery THEN 65536 ELSE 0 END) -- mna
  | (CASE WHEN doc @@ '(''risk'' <-> ''manag'') | (''risk'') | (''audit'') | (''intern'' <-> ''audit'') | (''audit'' <-> ''committe'') | (''enterpris'' <-> ''risk'')'::tsquery THEN 131072 ELSE 0 END) -- risk
  | (CASE WHEN doc @@ '(''complianc'') | (''regulatori'') | (''regul'') | (''regulatori'' <-> ''readi'') | (''intern'' <-> ''control'') | (''control'') | (''gdpr'') | (''aml'') | (''kyc'')'::tsquery THEN 262144 ELSE 0 END) -- compliance
  | (CASE WHEN doc @@ '(''innov'') | (''new'' <-> ''ventur'') | (''experiment'') | (''disrupt'') | (''emerg'' <-> ''technolog'')'::tsquery THEN 524288 ELSE 0 END) -- innovation
  | (CASE WHEN doc @@ '(''custom'' <-> ''experi'') | (''cx'') | (''custom'' <-> ''success'') | (''custom'' <-> ''satisfact'') | (''custom'' <-> ''journey'') | (''user'' <-> ''experi'') | (''ux'') | (''custom'' <-> ''discoveri'')'::tsquery THEN 1048576 ELSE 0 END) -- customer-experience
  | (CASE WHEN doc @@ '(''suppli'' <-> ''chain'') | (''logist'') | (''procur'') | (''sourc'') | (''inventori'') | (''suppli'' <-> ''chain'' <-> ''resili'')'::tsquery THEN 2097152 ELSE 0 END) -- supply-chain
  | (CASE WHEN doc @@ '(''qualiti'' <-> ''assur'') | (''qualiti'') | (''qa'') | (''qualiti'' <-> ''system'') | (''qualiti'' <-> ''control'')'::tsquery THEN 4194304 ELSE 0 END) -- quality
  | (CASE WHEN doc @@ '(''r'' <-> ''d'') | (''research'' <-> ''develop'') | (''research'') | (''rd'')'::tsquery THEN 8388608 ELSE 0 END) -- rnd
  | (CASE WHEN doc @@ '(''corpor'' <-> ''govern'') | (''govern'') | (''board'' <-> ''govern'') | (''board'' <-> ''effect'')'::tsquery THEN 16777216 ELSE 0 END) -- governance
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION boardly_industry_mask(doc tsvector) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT
    (CASE WHEN doc @@ '(''technolog'') | (''tech'') | (''softwar'') | (''saa'') | (''inform'' <-> ''technolog'') | (''cloud'') | (''cybersecur'') | (''artifici'' <-> ''intellig'') | (''ai'') | (''deep'' <-> ''tech'') | (''internet'')'::tsquery THEN 1 ELSE 0 END) -- technology
  | (CASE WHEN doc @@ '(''fintech'') | (''financi'' <-> ''technolog'') | (''payment'') | (''insurtech'') | (''regtech'') | (''crypto'') | (''blockchain'') | (''neobank'')'::tsquery THEN 2 ELSE 0 END) -- fintech
  | (CASE WHEN doc @@ '(''financ'') | (''financi'' <-> ''servic'') | (''bank'') | (''invest'') | (''asset'' <-> ''manag'') | (''wealth'' <-> ''manag'') | (''privat'' <-> ''equiti'') | (''ventur'' <-> ''capit'') | (''insur'') | (''account'') | (''capit'' <-> ''market'')'::tsquery THEN 4 ELSE 0 END) -- finance
  | (CASE WHEN doc @@ '(''healthcar'') | (''health'' <-> ''care'') | (''health'') | (''medic'') | (''medicin'') | (''hospit'') | (''clinic'') | (''healthtech'') | (''medtech'') | (''digit'' <-> ''health'') | (''well'')'::tsquery THEN 8 ELSE 0 END) -- healthcare
  | (CASE WHEN doc @@ '(''biotechnolog'') | (''biotech'') | (''life'' <-> ''scienc'') | (''pharmaceut'') | (''pharma'') | (''biopharma'') | (''genom'') | (''bioscienc'')'::tsquery THEN 16 ELSE 0 END) -- biotechnology
  | (CASE WHEN doc @@ '(''educ'') | (''edtech'') | (''learn'') | (''e'' <-> ''learn'') | (''school'') | (''higher'' <-> ''educ'') | (''train'')'::tsquery THEN 32 ELSE 0 END) -- education
  | (CASE WHEN doc @@ '(''manufactur'') | (''industri'') | (''factori'') | (''robot'') | (''hardwar'')'::tsquery THEN 64 ELSE 0 END) -- manufacturing
  | (CASE WHEN doc @@ '(''retail'') | (''e'' <-> ''commerc'') | (''ecommerc'') | (''consum'' <-> ''good'') | (''cpg'') | (''fmcg'') | (''consum'') | (''marketplac'')'::tsquery THEN 128 ELSE 0 END) -- retail
  | (CASE WHEN doc @@ '(''energi'') | (''cleantech'') | (''clean'' <-> ''energi'') | (''renew'') | (''renew'' <-> ''energi'') | (''oil'' <-> ''gas'') | (''util'') | (''climat'') | (''climat'' <-> ''tech'') | (''solar'')'::tsquery THEN 256 ELSE 0 END) -- energy
  | (CASE WHEN doc @@ '(''transport'') | (''logist'') | (''ship'') | (''mobil'') | (''freight'')'::tsquery THEN 512 ELSE 0 END) -- transportation
  | (CASE WHEN doc @@ '(''real'' <-> ''estat'') | (''properti'') | (''proptech'') | (''construct'')'::tsquery THEN 1024 ELSE 0 END) -- real-estate
  | (CASE WHEN doc @@ '(''media'') | (''publish'') | (''entertain'') | (''broadcast'') | (''advertis'') | (''adtech'') | (''news'')'::tsquery THEN 2048 ELSE 0 END) -- media
  | (CASE WHEN doc @@ '(''telecommun'') | (''telecom'') | (''telco'') | (''wireless'')'::tsquery THEN 4096 ELSE 0 END) -- telecommunications
  | (CASE WHEN doc @@ '(''agricultur'') | (''agtech'') | (''agritech'') | (''farm'') | (''agribusi'') | (''agrifood'')'::tsquery THEN 8192 ELSE 0 END) -- agriculture
  | (CASE WHEN doc @@ '(''hospit'') | (''hotel'') | (''travel'') | (''tourism'') | (''restaur'') | (''leisur'')'::tsquery THEN 16384 ELSE 0 END) -- hospitality
  | (CASE WHEN doc @@ '(''legal'' <-> ''servic'') | (''legal'') | (''law'') | (''legaltech'') | (''law'' <-> ''firm'')'::tsquery THEN 32768 ELSE 0 END) -- legal
  | (CASE WHEN doc @@ '(''consult'') | (''profession'' <-> ''servic'') | (''manag'' <-> ''consult'') | (''advisori'' <-> ''servic'')'::tsquery THEN 65536 ELSE 0 END) -- consulting
  | (CASE WHEN doc @@ '(''non'' <-> ''profit'') | (''nonprofit'') | (''chariti'') | (''ngo'') | (''social'' <-> ''enterpris'') | (''philanthropi'')'::tsquery THEN 131072 ELSE 0 END) -- non-profit
  | (CASE WHEN doc @@ '(''govern'') | (''public'' <-> ''sector'') | (''govtech'') | (''civic'') | (''civic'' <-> ''tech'') | (''public'' <-> ''administr'')'::tsquery THEN 262144 ELSE 0 END) -- government
  | (CASE WHEN doc @@ '(''automot'') | (''automobil'') | (''electr'' <-> ''vehicl'') | (''ev'') | (''auto'')'::tsquery THEN 524288 ELSE 0 END) -- automotive
  | (CASE WHEN doc @@ '(''aerospac'') | (''aviat'') | (''space'') | (''aircraft'') | (''airlin'') | (''defens'') | (''defenc'')'::tsquery THEN 1048576 ELSE 0 END) -- aerospace
  | (CASE WHEN doc @@ '(''food'' <-> ''beverag'') | (''food'') | (''beverag'') | (''foodtech'') | (''food'' <-> ''tech'') | (''drink'')'::tsquery THEN 2097152 ELSE 0 END) -- food-beverage
  | (CASE WHEN doc @@ '(''game'') | (''video'' <-> ''game'') | (''esport'') | (''game'' <-> ''studio'')'::tsquery THEN 4194304 ELSE 0 END) -- gaming
  | (CASE WHEN doc @@ '(''sport'') | (''fit'') | (''athlet'')'::tsquery THEN 8388608 ELSE 0 END) -- sports
  | (CASE WHEN doc @@ '(''fashion'') | (''apparel'') | (''cloth'') | (''luxuri'') | (''textil'')'::tsquery THEN 16777216 ELSE 0 END) -- fashion
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION boardly_sync_job_match_keys() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO job_match_keys (job_id, is_active, posted_date, skill_mask, industry_mask)
  VALUES (
    NEW.id,
    NEW.is_active,
    NEW.posted_date,
    boardly_skill_mask(NEW.search_vector),
    boardly_industry_mask(to_tsvector('english',
      coalesce(NEW.industry, '') || ' ' || coalesce(NEW.title, '') || ' ' || coalesce(NEW.company_summary, '')))
  )
  ON CONFLICT (job_id) DO UPDATE SET
    is_active = EXCLUDED.is_active,
    posted_date = EXCLUDED.posted_date,
    skill_mask = EXCLUDED.skill_mask,
    industry_mask = EXCLUDED.industry_mask;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_match_keys_sync AFTER INSERT OR UPDATE ON jobs
  FOR EACH ROW EXECUTE FUNCTION boardly_sync_job_match_keys();
--> statement-breakpoint
INSERT INTO job_match_keys (job_id, is_active, posted_date, skill_mask, industry_mask)
  SELECT id, is_active, posted_date, boardly_skill_mask(search_vector),
    boardly_industry_mask(to_tsvector('english',
      coalesce(industry, '') || ' ' || coalesce(title, '') || ' ' || coalesce(company_summary, '')))
  FROM jobs;
