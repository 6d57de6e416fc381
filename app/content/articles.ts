/**
 * Journal (blog) articles, in Swedish. Pure data: the /blog list and /blog/:id read from here.
 *
 * Copy rules: no medical promises. Herbs are "traditionellt använda", effects are what "många upplever",
 * and research is described cautiously. Brewing facts follow TEA_FACTS in ~/domain/constants.
 * readTimeMinutes = ceil(words / 200), where words are counted across every block (see articles.test.ts).
 * Brewing figures are interpolated from TEA_FACTS, never typed; the ingredient lists follow the catalogue
 * (articles.test.ts checks both).
 */
import { TEA_FACTS } from "~/domain/constants";

const range = (r: { min: number; max: number }) => `${r.min}–${r.max}`;
const { sleep, focus } = TEA_FACTS.brewing;
/** "en till två teskedar", from the constants. */
const NUMBER_WORDS = ["noll", "en", "två", "tre", "fyra", "fem", "sex", "sju", "åtta", "nio", "tio"];
const words = (r: { min: number; max: number }) => `${NUMBER_WORDS[r.min]} till ${NUMBER_WORDS[r.max]}`;
const TEASPOONS = `${words(TEA_FACTS.teaspoonsPerCup)} teskedar`;
const CUP = `${TEA_FACTS.cupMl} ml`;
const FOCUS_CAFFEINE = `${range(focus.caffeineMgPerCup)} mg koffein`;

export const ARTICLE_CATEGORIES = ["sleep", "wellness", "herbs", "rituals", "seasonal"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_CATEGORY_LABELS: Record<ArticleCategory, string> = {
  sleep: "Sömn",
  wellness: "Välmående",
  herbs: "Örter",
  rituals: "Ritualer",
  seasonal: "Säsong",
};

export type ArticleBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "quote"; text: string };

export interface Article {
  id: string;
  title: string;
  excerpt: string;
  category: ArticleCategory;
  image: string;
  imageAlt: string;
  author: string;
  /** ISO date, yyyy-mm-dd. */
  date: string;
  readTimeMinutes: number;
  relatedProductIds: string[];
  content: ArticleBlock[];
}

export const ARTICLES: Article[] = [
  {
    id: "somn-rutiner-tips",
    title: "Sömnen börjar på morgonen: enkla rutiner för lugnare nätter",
    excerpt:
      "Regelbundna tider, dagsljus, mindre skärm och en kvällskopp utan koffein. Här är vanorna som många upplever gör störst skillnad – och hur vi själva gör på Stilla.",
    category: "sleep",
    image: "/images/journal/somn-rutiner-tips.svg",
    imageAlt: "En kopp örtte på ett nattduksbord i dämpat lampljus bredvid en uppslagen bok.",
    author: "Maja Ekström",
    date: "2026-10-06",
    readTimeMinutes: 5,
    relatedProductIds: ["sleep", "sleep-mini", "teapot", "tea-cup"],
    content: [
      {
        type: "p",
        text: "Det finns nätter då sömnen kommer av sig själv, och nätter då tankarna snurrar långt efter att lampan är släckt. De flesta av oss känner igen båda. Någon genväg till den perfekta natten finns inte, men det finns vanor som gör det lättare för kroppen att hitta sin rytm. Det mesta handlar inte om vad du gör i sängen, utan om hur resten av dygnet ser ut.",
      },
      {
        type: "p",
        text: "Här har vi samlat de råd som sömnforskare och vården brukar återkomma till, tillsammans med våra egna erfarenheter av att bygga en kvällsritual kring en kopp te. Se det som en meny snarare än en checklista, och börja med det som känns enklast.",
      },
      { type: "h2", text: "Regelbundna tider, även på helgen" },
      {
        type: "p",
        text: "Kroppens inre klocka trivs med förutsägbarhet. Om du går och lägger dig och vaknar ungefär samma tid varje dag – även på lördagar – blir det ofta lättare både att somna och att vakna. En sovmorgon känns härlig i stunden, men flera timmars förskjutning kan göra söndagskvällen onödigt lång. Ett bra första steg är att bestämma en fast tid att gå upp och låta läggdags följa efter.",
      },
      {
        type: "p",
        text: "Försök också att inte ligga kvar och vrida och vända på dig för länge. Om du inte har somnat efter en stund kan det hjälpa att gå upp, sätta dig i dämpat ljus med något lugnt och gå tillbaka när du känner dig sömnig igen. Då förknippar kroppen sängen med sömn, inte med grubblande.",
      },
      { type: "h2", text: "Ljus på dagen, mörker på kvällen" },
      {
        type: "p",
        text: "Ljus är den starkaste signalen till den inre klockan. Dagsljus på förmiddagen – gärna en promenad, även en grå novemberdag – hjälper kroppen att förstå att det är dag. På kvällen gäller det omvända: släck taklampan, tänd några lampor på låg höjd och låt hemmet skymma i takt med att kvällen går.",
      },
      {
        type: "p",
        text: "Sovrummet mår bra av att vara mörkt, tyst och svalt. Många sover bäst i ett rum som håller runt 16–18 grader. Mörkläggningsgardiner gör stor skillnad under de ljusa sommarnätterna, och en sovmask är ett enkelt och billigt alternativ.",
      },
      { type: "h2", text: "Lägg undan skärmen i god tid" },
      {
        type: "p",
        text: "Mobilen är inte bara en ljuskälla. Den är framför allt en ström av sådant som håller hjärnan vaken: nyheter, meddelanden och flöden utan slut. Prova att lägga telefonen på laddning utanför sovrummet ungefär en timme före läggdags, och ta fram en bok, ett korsord eller en stickning i stället. Använder du mobilen som väckarklocka kan en enkel klockradio vara en bra investering.",
      },
      { type: "h2", text: "Koffein – tänk på klockan" },
      {
        type: "p",
        text: "Koffein stannar i kroppen längre än många tror. Det tar ofta flera timmar innan hälften har försvunnit, och känsligheten varierar mycket från person till person. En tumregel som fungerar för många är att ta dagens sista koffeinhaltiga dryck senast vid lunch.",
      },
      {
        type: "p",
        text: `Det gäller inte bara kaffe. Svart och grönt te, energidrycker, cola och mörk choklad innehåller också koffein. Vår egen Focus är gjord på grönt te och innehåller ungefär ${FOCUS_CAFFEINE} per kopp. Det är betydligt mindre än i en kopp kaffe, men ändå tillräckligt för att vi rekommenderar att du dricker den före lunch. Sleep och Calm är helt koffeinfria och passar bra senare på dagen.`,
      },
      {
        type: "p",
        text: "Alkohol kan göra att man somnar snabbare, men sömnen blir ofta oroligare längre fram på natten. Ett sent och tungt mål mat kan också göra det svårare att komma till ro.",
      },
      { type: "h2", text: "Kvällskoppen som signal" },
      {
        type: "p",
        text: "En ritual fungerar som en mjuk övergång mellan dag och natt. När du gör samma saker i samma ordning varje kväll lär du dig att de betyder att det snart är dags att sova. Så här ser vår egen kvällsrutin ut:",
      },
      {
        type: "ul",
        items: [
          "Ungefär en timme före läggdags sätter vi på vattenkokaren och dämpar ljuset i köket.",
          `Vi tar ${TEASPOONS} Sleep per kopp (${CUP}) och häller på vatten som har svalnat till ungefär ${sleep.tempC} °C.`,
          `Teet får dra i ${words(sleep.minutes)} minuter medan vi plockar undan efter dagen.`,
          "Sedan sätter vi oss ner, utan skärm, och dricker koppen i lugn och ro.",
        ],
      },
      {
        type: "p",
        text: "Sleep är en blandning av kamomill, citronmeliss, lindblom, lavendel, passionsblomma och havreört – örter som traditionellt har druckits på kvällen i många delar av världen. Vi lovar inte att en kopp te får dig att somna, men många upplever att själva stunden gör det lättare att släppa dagen: värmen i händerna, doften och pausen.",
      },
      {
        type: "p",
        text: "Ett praktiskt tips är att dricka kvällskoppen en stund innan du lägger dig, och gärna välja en mindre kopp. Då slipper du vakna av att behöva gå upp mitt i natten.",
      },
      {
        type: "quote",
        text: "Det viktiga är inte att kvällen blir perfekt, utan att den blir ungefär likadan. Det är upprepningen som gör ritualen.",
      },
      { type: "h2", text: "När goda vanor inte räcker" },
      {
        type: "p",
        text: "Alla sover dåligt ibland, särskilt under perioder av stress eller förändring. Men om du har svårt att sova flera nätter i veckan under en längre tid, eller är så trött att det påverkar vardagen, är det klokt att kontakta vårdcentralen. På 1177.se finns också pålitlig information om sömn. Te och rutiner kan vara en fin del av kvällen, men de ersätter aldrig vård när den behövs.",
      },
    ],
  },
  {
    id: "kamomillens-historia",
    title: "Kamomillens historia – från Nilens stränder till svenska åkerkanter",
    excerpt:
      "Få örter har följt människan så länge som kamomillen. Vi följer den lilla blomman genom antikens Egypten, Grekland och Rom, Snorres Edda och den svenska folktraditionen.",
    category: "herbs",
    image: "/images/journal/kamomillens-historia.svg",
    imageAlt: "Torkade kamomillblommor i en skål av keramik, med några färska blommor bredvid.",
    author: "Elin Lindqvist",
    date: "2026-08-18",
    readTimeMinutes: 5,
    relatedProductIds: ["sleep", "sleep-mini", "tea-infuser"],
    content: [
      {
        type: "p",
        text: "Den som har gått längs en åkerkant i juli har kanske sett den: små vita blommor med en gul, kupig mitt och en doft som påminner om äpple och hö. Kamomillen är så vanlig att det är lätt att gå förbi den. Ändå är den en av de örter som människor har plockat, torkat och druckit allra längst. När vi blandar Sleep är det kamomillen som lägger grunden, och vi tycker att den förtjänar att få sin historia berättad.",
      },
      { type: "h2", text: "En blomma med ett äppelnamn" },
      {
        type: "p",
        text: "Namnet kommer från grekiskans khamaimelon, som ungefär betyder ”jordäpple” – en blomma som växer lågt och doftar äpple. Det vetenskapliga namnet Matricaria chamomilla fick arten av Carl von Linné i hans stora verk Species Plantarum från 1753. Släktnamnet Matricaria brukar kopplas till latinets ord för livmoder, eftersom växten länge hade en plats i den folkliga läkekonsten kring kvinnors hälsa.",
      },
      {
        type: "p",
        text: "På svenska kallas den ibland äkta kamomill, för att skilja den från släktingar som saknar den karakteristiska doften. Ett enkelt sätt att känna igen den är att dela en blomkorg på mitten: den äkta kamomillen är ihålig inuti.",
      },
      { type: "h2", text: "Egypten och solens blomma" },
      {
        type: "p",
        text: "Kamomillen har vuxit runt Medelhavet och i Mellanöstern sedan långt före vår tideräkning. Det berättas ofta att de gamla egyptierna förknippade den gula, strålande blomman med solen och solguden Ra, och att den användes i oljor och vid balsamering. Hur mycket av det som är säker kunskap och hur mycket som är senare tiders berättelser är svårt att veta – källorna är få och tolkningarna många. Men bilden av en blomma som liknar en liten sol är lätt att förstå för den som har sett ett kamomillfält i sommarljus.",
      },
      { type: "h2", text: "Grekland och Rom" },
      {
        type: "p",
        text: "I antikens Grekland och Rom blev växterna en del av den skrivna läkekonsten. Den grekiske läkaren Dioskorides, som verkade under det första århundradet, beskrev i sitt verk De materia medica hundratals växter, och bland dem finns sådana som i dag brukar tolkas som kamomill eller dess nära släktingar. Hans text skrevs av och lästes i Europa i mer än tusen år. Även den romerske författaren Plinius den äldre nämner örten i sitt stora verk om naturen.",
      },
      {
        type: "p",
        text: "Det är värt att minnas att antikens läkekonst byggde på helt andra idéer än dagens medicin. Texterna säger mer om hur människor tänkte kring växter och hälsa än om vad örterna faktiskt gör. Men de visar att kamomillen redan då var en självklar del av vardagen.",
      },
      { type: "h2", text: "Baldersbrå och nordisk folktradition" },
      {
        type: "p",
        text: "I Norden möter vi kamomillens familj på ett oväntat ställe: i myterna. I Snorre Sturlassons Edda, nedskriven på Island på 1200-talet, berättas att guden Balder är så ljus och vacker att den vitaste av alla örter har fått namn efter hans ögonbryn. Namnet lever kvar i svenskan som baldersbrå, men används i dag om en nära släkting till kamomillen som växer vid vägkanter och saknar den söta doften.",
      },
      {
        type: "p",
        text: "Den äkta kamomillen har länge funnits i Sverige, både som ogräs på åkrarna och som odlad växt i trädgårdar. I den folkliga läkekonsten, som ofta fördes vidare muntligt mellan generationerna, var kamomill en ört man gärna hade hemma. Blommorna plockades när de var fullt utslagna, torkades i skugga och förvarades i påsar eller burkar till vintern. Den dracks som kvällste och användes i omslag och badvatten. Den som hade ljust hår sköljde det gärna i kamomillte för att locka fram en gyllene ton, ett knep som många fortfarande använder.",
      },
      {
        type: "p",
        text: "Också i litteraturen har kamomillen fått en plats. I Beatrix Potters Sagan om Pelle Kanin, som kom ut 1902, kommer den olydige kaninen hem efter äventyret i trädgården, blir nedbäddad av sin mamma och får en kopp kamomillte innan han ska sova.",
      },
      { type: "h2", text: "Kamomillen i dag" },
      {
        type: "p",
        text: "I dag hör kamomill till de mest populära örtteerna i världen, och den odlas i stor skala i bland annat Egypten, Europa och Sydamerika. Forskare har intresserat sig för den, men det vetenskapliga stödet för många av de traditionella användningarna är fortfarande begränsat, och de studier som finns är ofta små. Därför pratar vi hellre om tradition, smak och stund än om löften. Många upplever en kopp kamomill som mild och rofylld, och det räcker långt för oss.",
      },
      {
        type: "p",
        text: "Kamomill hör till de korgblommiga växterna. Den som är allergisk mot till exempel gråbo eller andra korgblommiga kan reagera även på kamomill. Är du gravid eller tar läkemedel är det klokt att rådfråga läkare eller farmaceut innan du dricker örtte regelbundet.",
      },
      { type: "h2", text: "Så väljer vi vår kamomill" },
      {
        type: "p",
        text: "När vi köper in kamomill till Sleep letar vi efter hela, gyllene blomhuvuden med tydlig doft. Smulade blommor och mycket damm betyder ofta att teet har legat länge eller hanterats hårdhänt. Hela blommor behåller aromerna bättre och ger en rundare kopp. Vi blandar kamomillen med citronmeliss, lindblom, lavendel, passionsblomma och havreört, som tillsammans ger en mjuk och blommig kopp med en lätt ton av citrus.",
      },
      {
        type: "quote",
        text: "Kamomillen är ingen exotisk nyhet. Den är en gammal vän som har suttit med vid köksborden i tusentals år, och det är just därför vi tycker om den.",
      },
      {
        type: "p",
        text: `Brygg ${TEASPOONS} per kopp med vatten på ungefär ${sleep.tempC} °C och låt dra i ${words(sleep.minutes)} minuter, gärna under lock så att doften stannar kvar i koppen.`,
      },
    ],
  },
  {
    id: "vinter-ritualer",
    title: "Ljus i mörkret: svenska vinterritualer att värma sig med",
    excerpt:
      "När dagarna är som kortast tänder vi ljus, bakar lussekatter och samlas kring fikabordet. Om vinterns små ritualer – och om Midvinter, vår kryddiga julblandning.",
    category: "seasonal",
    image: "/images/journal/vinter-ritualer.svg",
    imageAlt: "Tända ljus och en kopp kryddigt te på ett fönsterbräde, med snö och vintermörker utanför.",
    author: "Maja Ekström",
    date: "2026-11-12",
    readTimeMinutes: 4,
    relatedProductIds: ["midvinter", "teapot", "tea-cup", "sleep"],
    content: [
      {
        type: "p",
        text: "Det finns en särskild sorts mörker i den svenska vintern. I Stockholm är solen uppe i drygt sex timmar kring vintersolståndet, och längst upp i norr går den under några veckor inte upp över horisonten alls. Mörkertiden, som den kallas där, är lika självklar en del av livet som midnattssolen på sommaren.",
      },
      {
        type: "p",
        text: "Kanske är det därför vi i Sverige har blivit så bra på att skapa ljus på egen hand. Vinterns ritualer handlar om att tända, samlas och sakta ner – och om att göra det lite finare än vanligt, fast det bara är en vanlig tisdag.",
      },
      { type: "h2", text: "Ljuset i fönstret" },
      {
        type: "p",
        text: "Gå genom ett svenskt bostadsområde en kväll i december och du ser dem i nästan varje fönster: adventsstjärnor och elektriska ljusstakar som lyser ut mot mörkret. Inne tänds adventsljusstaken, ett ljus till för varje söndag fram till jul. Det är en enkel räkning, men den ger en känsla av att vi är på väg någonstans, mot ljusare tider.",
      },
      {
        type: "p",
        text: "Levande ljus hör vintern till, men de kräver omsorg. Ställ dem stadigt, en bit från gardiner och julpynt, och släck alltid innan du lämnar rummet. En brandvarnare som fungerar är en av de bästa julklapparna du kan ge ditt hem.",
      },
      { type: "h2", text: "Lucia och den längsta natten" },
      {
        type: "p",
        text: "Den 13 december klär sig barn, körer och arbetskamrater i vita särkar och tågar in med ljus i händerna. Luciadagen har rötter i flera traditioner. Enligt den gamla julianska kalendern inföll årets längsta natt ungefär vid den här tiden, och lussenatten förknippades länge med mörker, vaka och oknytt. I dag är det ljuset som står i centrum: sångerna, glittret och lussekatterna med saffran.",
      },
      {
        type: "p",
        text: "Den moderna luciatraditionen, med en utsedd lucia och ett luciatåg, spreds över landet under 1900-talet. Det är alltså en ganska ung tradition med mycket gamla rötter, som så många av de högtider vi håller kärast.",
      },
      { type: "h2", text: "Fika som vinterritual" },
      {
        type: "p",
        text: "Fika hör inte till någon särskild årstid, men på vintern får den en extra betydelse. Det är pausen när man samlas kring en kopp och något gott, ofta med någon man tycker om. I december dukas det fram pepparkakor, lussekatter och kanske några mandelmusslor, och på många arbetsplatser blir fredagsfikan lite längre än vanligt.",
      },
      {
        type: "p",
        text: "Vi tror att fikan är en av de finaste ritualer vi har, just för att den är så enkel. Den kräver inget annat än att man stannar upp. Duka fram de fina kopparna, även om det bara är du. Tänd ett ljus. Låt telefonen ligga kvar i fickan en stund.",
      },
      { type: "h2", text: "Midvinter – vinterns kopp" },
      {
        type: "p",
        text: "Midvinter är vår begränsade julblandning. Den bygger på rooibos från Sydafrika, som ger en rund och lätt söt grund helt utan koffein. Till den har vi lagt äppelbitar, ceylonkanel, apelsinskal, kardemumma, ingefära, stjärnanis och en nypa kryddnejlika – dofter som för många av oss betyder jul redan innan vattnet har kokat upp.",
      },
      {
        type: "p",
        text: "Eftersom Midvinter är koffeinfri passar den lika bra till eftermiddagsfikan som till kvällen framför brasan. Rooibos blir sällan bitter, så du kan låta teet dra lite längre om du vill ha en fylligare kopp. Många tycker om den med en skvätt mjölk eller havredryck och en sked honung, nästan som en mildare släkting till glöggen.",
      },
      {
        type: "p",
        text: "Midvinter blandas i en begränsad mängd och finns bara under säsongen. När den är slut får den vänta till nästa vinter.",
      },
      { type: "h2", text: "Små ritualer för långa kvällar" },
      {
        type: "p",
        text: "Vinterns ritualer behöver inte vara stora. Här är några som vi själva återkommer till under de mörkaste veckorna:",
      },
      {
        type: "ul",
        items: [
          "Gå ut en stund mitt på dagen när ljuset är som starkast, även om himlen är grå.",
          "Tänd ett ljus vid frukosten i stället för taklampan.",
          "Baka något med saffran, kardemumma eller pepparkakskryddor och låt doften fylla hemmet.",
          "Bjud in någon på fika en vanlig vardag, inte bara till jul.",
          "Avsluta kvällen med en kopp koffeinfritt te och en bok under filten.",
        ],
      },
      {
        type: "p",
        text: "Många upplever att energin sjunker när dagarna blir korta, och det är helt naturligt att vilja gå i ide ibland. Var snäll mot dig själv. Känner du dig nedstämd under en längre tid är det värt att prata med vården – vintermörkret är verkligt, och det finns hjälp att få.",
      },
      {
        type: "quote",
        text: "Vintern ber oss inte att prestera. Den ber oss att tända ett ljus, sätta på tevatten och vara lite närmare varandra.",
      },
      { type: "h2", text: "Från lucia till tjugondag Knut" },
      {
        type: "p",
        text: "Julen i Sverige tar inte slut på juldagen. Enligt traditionen varar den till tjugondag Knut den 13 januari, då granen bärs ut och julen dansas ut. Då har dagarna redan börjat bli längre, en liten bit i taget. Fram till dess: tänd ljusen, duka fram de fina kopparna och ge dig själv tid. Vintern är lång, men den är också vacker.",
      },
    ],
  },
  {
    id: "skapa-morgonritual",
    title: "Så skapar du en lugn morgonritual",
    excerpt:
      "En morgon som börjar i lugn och ro kan sätta tonen för resten av dagen. Vår guide till en enkel morgonrutin – och till hur du brygger Focus så att den blir mjuk och frisk.",
    category: "rituals",
    image: "/images/journal/skapa-morgonritual.svg",
    imageAlt: "Morgonljus över ett köksbord med en kopp grönt te, en tesil och en anteckningsbok.",
    author: "Elin Lindqvist",
    date: "2026-05-19",
    readTimeMinutes: 4,
    relatedProductIds: ["focus", "focus-mini", "tea-infuser", "tea-cup"],
    content: [
      {
        type: "p",
        text: "Många morgnar börjar med ett ryck. Väckarklockan ringer, mobilen åker fram och innan fötterna har nått golvet har inkorgen, nyheterna och dagens att göra-lista redan flyttat in i huvudet. Det är inte konstigt att dagen då känns stressig innan den ens har börjat.",
      },
      {
        type: "p",
        text: "En morgonritual är ett sätt att ta tillbaka de första minuterna. Den behöver inte vara lång – tio eller femton minuter räcker gott – och den behöver inte innehålla yoga i soluppgången. Det viktiga är att den är din, och att den ser ungefär likadan ut varje dag.",
      },
      { type: "h2", text: "Börja kvällen innan" },
      {
        type: "p",
        text: "Den lugna morgonen börjar ofta kvällen före. Ställ fram koppen och tesilen, fyll vattenkokaren och lägg fram kläderna. Då möts du av en liten inbjudan när du kommer ut i köket, i stället för en rad beslut. Och framför allt: ge dig själv tillräckligt med sömn. Ingen morgonrutin i världen kan ersätta en natt som blev för kort.",
      },
      { type: "h2", text: "De första minuterna" },
      {
        type: "p",
        text: "Låt mobilen ligga kvar på laddning en stund. Det är lättare sagt än gjort, men det är kanske den enskilt största skillnaden du kan göra. Prova att vänta med meddelanden och nyheter tills du har druckit din första kopp.",
      },
      {
        type: "ul",
        items: [
          "Drick ett glas vatten medan vattenkokaren arbetar.",
          "Dra upp persiennerna och släpp in dagsljuset, eller tänd en lampa om det fortfarande är mörkt ute.",
          "Sträck på dig ordentligt och ta några lugna andetag vid ett öppet fönster.",
          "Skriv ner tre saker du vill hinna med i dag, eller en sak du ser fram emot.",
        ],
      },
      {
        type: "p",
        text: "Inget av det här tar mer än några minuter. Men tillsammans bildar de en liten ram runt morgonen som gör den mer förutsägbar och mindre hetsig.",
      },
      { type: "h2", text: "Teet som ankare" },
      {
        type: "p",
        text: "För oss är tekoppen själva ankaret i ritualen. Att brygga te tar lite tid och kräver lite uppmärksamhet – precis lagom för att du ska landa i stunden. Vi gjorde Focus för just den här delen av dagen. Grunden är sencha, ett grönt te med frisk och grön smak, som vi blandar med pepparmynta, ingefära, citronskal, rosmarin och citrongräs.",
      },
      {
        type: "p",
        text: `Focus innehåller ungefär ${FOCUS_CAFFEINE} per kopp. Det är betydligt mindre än i en vanlig kopp kaffe, och många upplever att piggheten blir mjukare och jämnare. Grönt te innehåller också aminosyran L-teanin, som forskare har studerat tillsammans med koffein, men resultaten är än så länge blandade. Vi vill inte lova mer än vad en god kopp te kan ge.`,
      },
      { type: "h2", text: "Så brygger du Focus" },
      {
        type: "p",
        text: "Grönt te är känsligare än örtte. För varmt vatten och för lång dragtid lockar fram beska ämnen och gör smaken sträv. Med rätt temperatur blir koppen i stället mjuk, frisk och lite söt.",
      },
      {
        type: "ul",
        items: [
          `Ta ${TEASPOONS} Focus per kopp, ungefär ${CUP}.`,
          `Använd vatten som håller ungefär ${focus.tempC} °C, alltså inte nykokt.`,
          `Låt teet dra i ${range(focus.minutes)} minuter. Smaka efter ${NUMBER_WORDS[focus.minutes.min]} minuter och låt det stå kvar om du vill ha en kraftigare kopp.`,
          "Ta upp tesilen eller sila av teet, så att det inte fortsätter att dra i koppen.",
        ],
      },
      {
        type: "p",
        text: "Har du ingen vattenkokare med temperaturinställning går det bra att koka upp vattnet och låta det stå några minuter med locket öppet. Ett annat knep är att blanda fyra delar nykokt vatten med en del kallt. Det blir inte exakt, men tillräckligt nära.",
      },
      {
        type: "p",
        text: "Bladen räcker ofta till en andra bryggning. Den blir mildare men har sin egen charm, och passar fint i en termos till förmiddagen.",
      },
      { type: "h2", text: "Tänk på timingen" },
      {
        type: "p",
        text: "Eftersom Focus innehåller koffein hör den hemma på förmiddagen. Vill du sova gott på kvällen är en bra tumregel att dricka dagens sista koffeinhaltiga kopp senast vid lunch. Längre fram på dagen kan du byta till Calm, som är helt koffeinfri och gjord på tulsi, citrongräs, citronmeliss, pepparmynta, rosenblad och ringblomma.",
      },
      {
        type: "p",
        text: "Är du känslig för koffein, gravid eller ammar är det klokt att hålla koll på hur mycket koffein du får i dig sammanlagt under dagen, från kaffe, te och annat.",
      },
      { type: "h2", text: "Gör den till din egen" },
      {
        type: "p",
        text: "Det finns inget rätt eller fel sätt att ha en morgonritual. Vissa vill ha tystnad, andra tycker om lugn musik eller radions morgonprogram. Någon dricker teet stående vid fönstret, någon annan sätter sig ner med en anteckningsbok. Börja med en enda sak – kanske bara att brygga en kopp te innan du tittar på mobilen – och låt resten växa fram.",
      },
      {
        type: "quote",
        text: "En bra morgon är inte en morgon helt utan stress. Det är en morgon där du hann andas innan dagen tog fart.",
      },
      {
        type: "p",
        text: "Och de dagar när allt går snett, när bussen går om sju minuter och ingen hittar sina vantar? Då får ritualen vänta till i morgon. Det är också en del av den.",
      },
    ],
  },
  {
    id: "adaptogener-forklarat",
    title: "Adaptogener – vad betyder det egentligen?",
    excerpt:
      "Ordet adaptogen syns allt oftare på burkar och i flöden. Vi reder ut var begreppet kommer ifrån, vad forskningen säger och varför vi själva är försiktiga med det.",
    category: "wellness",
    image: "/images/journal/adaptogener-forklarat.svg",
    imageAlt: "Torkade örter och blad, bland annat tulsi, utspridda på en linneduk bredvid en tekopp.",
    author: "Maja Ekström",
    date: "2026-03-10",
    readTimeMinutes: 4,
    relatedProductIds: ["calm", "calm-mini", "tea-cup"],
    content: [
      {
        type: "p",
        text: "Ashwagandha i kaffet, rosenrot i smoothien, tulsi i teet. Ordet adaptogen har på några år gått från att vara ett smalt fackord till att stå på förpackningar i mataffären. Det låter både modernt och vetenskapligt. Men vad betyder det egentligen, och hur mycket vet vi?",
      },
      {
        type: "p",
        text: "Eftersom vi själva använder tulsi i vår blandning Calm får vi ofta frågor om adaptogener. Här är vårt försök att förklara, så ärligt vi kan.",
      },
      { type: "h2", text: "Var kommer ordet ifrån?" },
      {
        type: "p",
        text: "Begreppet adaptogen myntades i Sovjetunionen på 1940-talet. Tanken var att vissa ämnen skulle kunna hjälpa kroppen att anpassa sig – adaptera sig – till olika slags påfrestningar, utan att störa kroppens normala funktioner. Under de följande decennierna studerade sovjetiska forskare växter som rosenrot och rysk rot, ofta med idrottare, soldater och tunga yrken i åtanke.",
      },
      {
        type: "p",
        text: "Begreppet har alltså sina rötter i en bestämd tid och plats. Senare har det blandats ihop med äldre traditioner, som den indiska ayurvedan och traditionell kinesisk medicin. Där har många av växterna använts i århundraden, men ordet adaptogen fanns inte.",
      },
      { type: "h2", text: "Växter som ofta kallas adaptogener" },
      {
        type: "ul",
        items: [
          "Tulsi eller helig basilika (Ocimum tenuiflorum) – en släkting till vår vanliga basilika, med en lång tradition i Indien, där den odlas vid många hem och tempel.",
          "Rosenrot (Rhodiola rosea) – en tålig växt som också växer vild i de svenska fjällen.",
          "Ashwagandha (Withania somnifera) – en buske i potatisfamiljen med en central plats i ayurvedisk tradition.",
          "Rysk rot, även kallad sibirisk ginseng (Eleutherococcus senticosus) – en av de växter som studerades tidigt i Sovjetunionen.",
        ],
      },
      {
        type: "p",
        text: "Listan kan göras mycket längre. Vilka växter som räknas som adaptogener skiljer sig mellan olika källor, och det är i sig ett tecken på hur oprecist begreppet är.",
      },
      { type: "h2", text: "Vad säger forskningen?" },
      {
        type: "p",
        text: "Här behöver vi vara ärliga: forskningen om adaptogener är spretig. Det finns studier på flera av växterna, men många av dem är små eller korta, en del är gjorda på djur eller celler, och resultaten går ofta inte att jämföra med varandra. Det är dessutom svårt att mäta något så brett som ”anpassning till stress”.",
      },
      {
        type: "p",
        text: "Den europeiska läkemedelsmyndigheten EMA har tidigare konstaterat att adaptogenbegreppet behöver bättre vetenskapligt stöd innan det kan användas som medicinsk term. Det betyder inte att växterna är ointressanta, bara att underlaget i dag inte räcker för att säga vad de gör för människor i vardagen.",
      },
      { type: "h2", text: "Vad säger reglerna?" },
      {
        type: "p",
        text: "Inom EU får livsmedel bara marknadsföras med hälsopåståenden som har prövats och godkänts. Begreppet adaptogen är inte ett godkänt hälsopåstående inom EU. För de flesta örter har prövningen av hälsopåståenden dessutom stått stilla i många år. Var därför försiktig när en produkt lovar att den ska minska stress, balansera hormoner eller ge mer energi – sådana löften är sällan underbyggda.",
      },
      {
        type: "p",
        text: "Det är också anledningen till att vi inte kallar Calm för ett adaptogent te, trots att det innehåller tulsi. Vi har valt tulsi för dess varma, lätt kryddiga smak och dess långa historia, inte för att vi kan lova en viss effekt. Tillsammans med citrongräs, citronmeliss, pepparmynta, rosenblad och ringblomma blir det en kopp som vi själva gärna dricker mitt på dagen.",
      },
      { type: "h2", text: "Försiktighet först" },
      {
        type: "p",
        text: "Att något är naturligt betyder inte att det passar alla. Örter kan påverka kroppen och i vissa fall samverka med läkemedel. Är du gravid, ammar eller tar läkemedel bör du fråga din läkare innan du börjar använda örter som kallas adaptogener, särskilt i form av kosttillskott med koncentrerade extrakt. Detsamma gäller om du har en kronisk sjukdom eller funderar på att ge örter till barn.",
      },
      {
        type: "p",
        text: "Flera europeiska myndigheter har också under senare år sett närmare på säkerheten hos kosttillskott med ashwagandha. En kopp örtte innehåller betydligt mindre av en växt än en kapsel med extrakt, men grundregeln är densamma: lyssna på din kropp och fråga hellre en gång för mycket.",
      },
      { type: "h2", text: "Ritualen före etiketten" },
      {
        type: "p",
        text: "Vi tror att det finns något värdefullt i att sätta sig ner med en kopp te mitt på dagen, andas och låta axlarna sjunka. Det kräver inga stora ord. Pausen i sig är ofta det som gör skillnad, och den kan du ta med vilket te du vill.",
      },
      {
        type: "quote",
        text: "Vi vill hellre att du dricker vårt te för att det smakar gott och ger dig en stund för dig själv, än för att en etikett har lovat dig något.",
      },
      {
        type: "p",
        text: "Så nästa gång du ser ordet adaptogen på en förpackning: bli nyfiken, men läs det finstilta. Och fråga dig vad du egentligen letar efter. Ofta är det vila, sömn och lite tid, snarare än en ny ört.",
      },
    ],
  },
];

export function getArticle(id: string): Article | undefined {
  return ARTICLES.find((article) => article.id === id);
}

/** The words around the articles on /blog and /blog/:id. */
export const JOURNAL_COPY = {
  title: "Journal",
  eyebrow: "Stillas journal",
  lead: "Om sömn, örter, årstider och de små ritualerna som gör vardagen lite mjukare – skrivet med omsorg och utan löften vi inte kan hålla.",
  metaTitle: "Journal – Stilla",
  metaDescription:
    "Stillas journal: artiklar om sömnrutiner, kamomillens historia, vinterns ritualer, lugna morgnar och vad ordet adaptogen egentligen betyder.",
  readTime: (minutes: number) => `${minutes} min läsning`,
  by: (author: string) => `Av ${author}`,
  published: "Publicerad",
  category: "Kategori",
  featured: "Senaste artikeln",
  more: "Fler artiklar",
  readArticle: (title: string) => `Läs artikeln: ${title}`,
  related: "Läs också",
  products: "Teerna i artikeln",
  back: "Tillbaka till Journal",
  disclaimer:
    "Våra teer är livsmedel, inte läkemedel. Texterna i Journal är allmän information och ersätter inte råd från vården. Är du gravid, ammar eller tar läkemedel, fråga din läkare eller barnmorska innan du dricker örtte regelbundet.",
  notFound: {
    title: "Artikeln hittades inte",
    text: "Artikeln du letar efter finns inte, eller har flyttat. I Journal hittar du alla våra artiklar.",
    back: "Till Journal",
  },
} as const;

/** What a list or a "Läs också" link shows of an article (no body text). */
export type ArticleSummary = Pick<Article, "id" | "title" | "excerpt" | "category" | "image" | "imageAlt" | "author" | "date" | "readTimeMinutes">;

export function summarizeArticle(a: Article): ArticleSummary {
  const { id, title, excerpt, category, image, imageAlt, author, date, readTimeMinutes } = a;
  return { id, title, excerpt, category, image, imageAlt, author, date, readTimeMinutes };
}

/** Newest first; ties keep the spec's order. */
export function articlesNewestFirst(): Article[] {
  return ARTICLES.map((a, i) => ({ a, i }))
    .sort((x, y) => (x.a.date === y.a.date ? x.i - y.i : x.a.date < y.a.date ? 1 : -1))
    .map(({ a }) => a);
}

/** "Läs också": up to `count` other articles, those sharing the most teas first, then newest first. */
export function relatedArticles(id: string, count = 2): Article[] {
  const own = new Set(getArticle(id)?.relatedProductIds ?? []);
  const shared = (a: Article) => a.relatedProductIds.filter((p) => own.has(p)).length;
  return articlesNewestFirst()
    .filter((a) => a.id !== id)
    .map((a, order) => ({ a, order, score: shared(a) }))
    .sort((x, y) => y.score - x.score || x.order - y.order)
    .slice(0, count)
    .map(({ a }) => a);
}
