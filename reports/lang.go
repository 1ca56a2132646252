package reports

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
)

// Lang is the language of the reports meant for people: text, Markdown,
// HTML, tables and plots. JSON and CSV are for programs and stay in English.
// The zero Lang is English.
type Lang uint8

// The report languages.
const (
	English Lang = iota
	Spanish
	Catalan
)

var langCodes = []string{"en", "es", "ca"}

// String returns the language's code: en, es or ca.
func (l Lang) String() string { return langCodes[l] }

// ParseLang parses en, es or ca; a locale such as es_ES.UTF-8 gives its
// language.
func ParseLang(s string) (Lang, error) {
	code := strings.ToLower(s)
	if i := strings.IndexAny(code, "_.-@"); i >= 0 {
		code = code[:i]
	}
	for i, c := range langCodes {
		if c == code {
			return Lang(i), nil
		}
	}
	return English, Msgf("unknown language %q (expected en, es or ca)", s)
}

// LangFromEnv returns the language the environment asks for (LC_ALL, then
// LC_MESSAGES, then LANG), or English.
func LangFromEnv(getenv func(string) string) Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if s := getenv(v); s != "" && s != "C" && s != "POSIX" {
			if l, err := ParseLang(s); err == nil {
				return l
			}
			return English
		}
	}
	return English
}

// T returns the text of key (the English text) in l. A key missing from
// the catalogue comes back as it is; a test keeps the catalogue complete.
func (l Lang) T(key string) string {
	if l == English {
		return key
	}
	if tr, ok := catalogue[key]; ok {
		return tr[l-1]
	}
	return key
}

// Texts returns every text of the catalogue in l (its keys in English),
// for tests that look for words left untranslated.
func (l Lang) Texts() []string {
	out := make([]string, 0, len(catalogue))
	for key := range catalogue {
		out = append(out, l.T(key))
	}
	slices.Sort(out)
	return out
}

// Tf formats the text of key in l with args, as fmt.Sprintf.
func (l Lang) Tf(key string, args ...any) string { return fmt.Sprintf(l.T(key), args...) }

// Num writes x with the given decimals: a decimal point in English, a
// decimal comma in Spanish and Catalan.
func (l Lang) Num(x float64, decimals int) string {
	s := strconv.FormatFloat(x, 'f', decimals, 64)
	if l != English {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// Int writes n with thousands separated: 1,000,000 in English, 1.000.000
// in Spanish and Catalan.
func (l Lang) Int(n int64) string {
	s := groupDigits(n)
	if l != English {
		s = strings.ReplaceAll(s, ",", ".")
	}
	return s
}

// ticker labels a plot axis's default ticks in l's number format.
func (l Lang) ticker() plot.Ticker {
	return plot.TickerFunc(func(min, max float64) []plot.Tick {
		ticks := plot.DefaultTicks{}.Ticks(min, max)
		for i := range ticks {
			if ticks[i].Label != "" && l != English {
				ticks[i].Label = strings.Replace(ticks[i].Label, ".", ",", 1)
			}
		}
		return ticks
	})
}

// catalogue holds the Spanish and Catalan of every English text the
// reports show. Game terms are those of the glossary, the seeds' own words
// where they exist.
var catalogue = map[string][2]string{
	// run reports
	"metric":                      {"métrica", "mètrica"},
	"kind":                        {"tipo", "tipus"},
	"estimate":                    {"estimación", "estimació"},
	"95% interval":                {"intervalo del 95 %", "interval del 95 %"},
	"value":                       {"valor", "valor"},
	"count":                       {"recuento", "recompte"},
	"probability":                 {"probabilidad", "probabilitat"},
	"distribution":                {"distribución", "distribució"},
	"mean":                        {"media", "mitjana"},
	"params":                      {"parámetros", "paràmetres"},
	"scenario":                    {"escenario", "escenari"},
	"seed":                        {"semilla", "llavor"},
	"trials":                      {"pruebas", "proves"},
	"workers":                     {"hilos", "fils"},
	"time":                        {"tiempo", "temps"},
	"status":                      {"estado", "estat"},
	"Results":                     {"Resultados", "Resultats"},
	"precision":                   {"precisión", "precisió"},
	"reached":                     {"alcanzada", "assolida"},
	"not reached: trial cap hit":  {"no alcanzada: se llegó al máximo de pruebas", "no assolida: s'ha arribat al màxim de proves"},
	"interrupted: partial result": {"interrumpido: resultado parcial", "interromput: resultat parcial"},
	"played without effect":       {"jugado sin efecto", "jugat sense efecte"},
	"seed %d · %s trials · %d workers · %s s":                 {"semilla %d · %s pruebas · %d hilos · %s s", "llavor %d · %s proves · %d fils · %s s"},
	"mean %s · sd %s · median %d · 5%%–95%% %d–%d":            {"media %s · desv. típ. %s · mediana %d · 5 %%–95 %% %d–%d", "mitjana %s · desv. típ. %s · mediana %d · 5 %%–95 %% %d–%d"},
	"%d more values in the JSON and CSV":                      {"%d valores más en el JSON y el CSV", "%d valors més al JSON i al CSV"},
	"Chance of at least k, %s":                                {"Probabilidad de al menos k, %s", "Probabilitat de com a mínim k, %s"},
	"paired difference of the means %s − A: %s %s":            {"diferencia emparejada de las medias %s − A: %s %s", "diferència aparellada de les mitjanes %s − A: %s %s"},
	"%s trials each at every point, on common random numbers": {"%s pruebas cada uno en cada punto, con los mismos dados", "%s proves cadascun a cada punt, amb els mateixos daus"},
	"Paired difference from A along %s":                       {"Diferencia emparejada con A según %s", "Diferència aparellada amb A segons %s"},
	"difference from A (error bars: 95% interval)":            {"diferencia con A (barras: intervalo del 95 %)", "diferència amb A (barres: interval del 95 %)"},
	"Chance of exactly k":                                     {"Probabilidad de exactamente k", "Probabilitat d'exactament k"},
	"Chance of at most k":                                     {"Probabilidad de como máximo k", "Probabilitat de com a màxim k"},
	"chance (band: 95% interval)":                             {"probabilidad (banda: intervalo del 95 %)", "probabilitat (banda: interval del 95 %)"},
	"chance (error bars: 95% interval)":                       {"probabilidad (barras: intervalo del 95 %)", "probabilitat (barres: interval del 95 %)"},
	"mean (error bars: 95% interval)":                         {"media (barras: intervalo del 95 %)", "mitjana (barres: interval del 95 %)"},
	"%s trials":                                               {"%s pruebas", "%s proves"},
	"%s trials a point":                                       {"%s pruebas por punto", "%s proves per punt"},
	"PARTIAL: interrupted":                                    {"PARCIAL: interrumpido", "PARCIAL: interromput"},
	"Along %s":                                                {"Según %s", "Segons %s"},
	"By %s and %s":                                            {"Según %s y %s", "Segons %s i %s"},
	"Chance of at least k":                                    {"Probabilidad de al menos k", "Probabilitat de com a mínim k"},
	"Cumulative":                                              {"Acumulada", "Acumulada"},
	"Distribution":                                            {"Distribución", "Distribució"},
	// sweeps and comparisons
	"sweep":                   {"barrido", "escombratge"},
	"estimate [95% interval]": {"estimación [intervalo del 95 %]", "estimació [interval del 95 %]"},
	"%s trials a point, every point on the same random streams": {"%s pruebas por punto, todos con los mismos dados", "%s proves per punt, tots amb els mateixos daus"},
	"INTERRUPTED after %d of %d points":                         {"INTERRUMPIDO tras %d de %d puntos", "INTERROMPUT després de %d de %d punts"},
	"paired 95% interval":                                       {"intervalo del 95 % emparejado", "interval del 95 % aparellat"},
	"independent runs ±":                                        {"ejecuciones independientes ±", "execucions independents ±"},
	"defaults":                                                  {"valores por defecto", "valors per defecte"},
	"%s trials each, on common random numbers":                  {"%s pruebas cada una, con los mismos dados", "%s proves cadascuna, amb els mateixos daus"},
	"* the paired interval excludes 0: the variants differ.":    {"* el intervalo emparejado excluye el 0: las variantes difieren.", "* l'interval aparellat exclou el 0: les variants difereixen."},
	// tables
	"exact": {"exacto", "exacte"},
	"Monte Carlo estimates with 95% intervals":               {"estimaciones de Monte Carlo con intervalos del 95 %", "estimacions de Monte Carlo amb intervals del 95 %"},
	"Equal Strategy Rating: who chooses who activates first": {"Mismo Factor de Estrategia: quién elige quién se activa primero", "Mateix Factor d'estratègia: qui tria qui s'activa primer"},
	"Probability that the row player wins the roll-off (ties re-rolled). Seed 001: 1d6 + Admiral value; the later FAQ: a plain d6.": {"Probabilidad de que el jugador de la fila gane la tirada (los empates se repiten). Semilla 001: 1d6 + valor de Almirante; las FAQ posteriores: solo 1d6.", "Probabilitat que el jugador de la fila guanyi la tirada (els empats es repeteixen). Llavor 001: 1d6 + valor d'Almirall; les FAQ posteriors: només 1d6."},
	"rule: admiral":                         {"regla: almirante", "regla: almirall"},
	"rule: plain":                           {"regla: 1d6 solo", "regla: només 1d6"},
	"Admiral \\ opponent":                   {"Almirante \\ rival", "Almirall \\ rival"},
	"Active Scans at a Silent Running ship": {"Escáner activo contra una nave en Movimiento sigiloso", "Escàner actiu contra una nau en Moviment sigil·lós"},
	"Each scan of a silent target spots it on 4+ (no spike); every later scan adds a Minor Spike (+6\"), two make a Major (+12\"). Target Signature %d\".": {"Cada escáner a un objetivo sigiloso lo descubre con 4+ (sin pico); cada escáner posterior añade un Pico menor (+6\"), dos hacen un Pico mayor (+12\"). Señal del objetivo %d\".", "Cada escàner a un objectiu sigil·lós el descobreix amb 4+ (sense pic); cada escàner posterior afegeix un Pic menor (+6\"), dos fan un Pic major (+12\"). Senyal de l'objectiu %d\"."},
	"scans":    {"escáneres", "escàners"},
	"spotted":  {"descubierta", "descoberta"},
	"Sig %d\"": {"Señal %d\"", "Senyal %d\""},
	"Dropfleet Commander: hits and damage by Lock and attack dice": {"Dropfleet Commander: impactos y daño por Fijación y dados de ataque", "Dropfleet Commander: impactes i dany per Fixació i daus d'atac"},
	"Hits on Lock or more (2+..6+); a critical on Lock + 2 or more ignores Armour; each other hit's point of damage is saved on Armour %d+. Weapons of 1 damage a hit.": {"Impacta con la Fijación o más (2+..6+); un crítico con Fijación + 2 o más ignora el Blindaje; cada punto de daño de los demás impactos se salva con Blindaje %d+. Armas de 1 de daño por impacto.", "Impacta amb la Fixació o més (2+..6+); un crític amb Fixació + 2 o més ignora el Blindatge; cada punt de dany dels altres impactes se salva amb Blindatge %d+. Armes d'1 de dany per impacte."},
	"P(at least k hits), Lock %d+":                      {"P(al menos k impactos), Fijación %d+", "P(com a mínim k impactes), Fixació %d+"},
	"P(at least k damage), Lock %d+ against Armour %d+": {"P(al menos k de daño), Fijación %d+ contra Blindaje %d+", "P(com a mínim k de dany), Fixació %d+ contra Blindatge %d+"},
	"dice": {"dados", "daus"},
	"Star Wars: Armada: damage of a dice pool, ship against ship": {"Star Wars: Armada: daño de una reserva de dados, nave contra nave", "Star Wars: Armada: dany d'una reserva de daus, nau contra nau"},
	"P(damage ≥ k) before defense tokens, hits and crits counted, by exact enumeration of the dice faces. Long range rolls red only; medium red and blue; close all. Each pool is listed once, under the ranges it can be rolled at.": {"P(daño ≥ k) antes de las fichas de defensa, contando impactos y críticos, por enumeración exacta de las caras. A largo alcance solo dados rojos; a medio, rojos y azules; a corto, todos. Cada reserva aparece una vez, bajo los alcances a los que puede tirarse.", "P(dany ≥ k) abans de les fitxes de defensa, comptant impactes i crítics, per enumeració exacta de les cares. A llarga distància només daus vermells; a mitjana, vermells i blaus; a curta, tots. Cada reserva apareix un cop, sota les distàncies a què es pot tirar."},
	"0 and 1: exact; %s: possible, but below 0.0001; blank: cannot happen.":                                             {"0 y 1: exactos; %s: posible, pero por debajo de 0,0001; en blanco: imposible.", "0 i 1: exactes; %s: possible, però per sota de 0,0001; en blanc: impossible."},
	"The Admiral values do not count under this rule: each player wins the roll-off with %s, whatever both values are.": {"Con esta regla los valores de Almirante no cuentan: cada jugador gana la tirada enfrentada con %s, sean cuales sean ambos valores.", "Amb aquesta regla els valors d'Almirall no compten: cada jugador guanya la tirada enfrontada amb %s, siguin quins siguin tots dos valors."},
	"--pool: %v": {"--pool: %v", "--pool: %v"},
	"compare takes at most %d --vs variants, got %d":                                                           {"compare admite como mucho %d variantes --vs, se han dado %d", "compare admet com a màxim %d variants --vs, se n'han donat %d"},
	"P(damage at least k), ship against ship, for pools of one colour and mixed pools (or the pools you name)": {"P(daño de al menos k), nave contra nave, para reservas de un color y reservas mixtas (o las reservas que indiques)", "P(dany de com a mínim k), nau contra nau, per a reserves d'un color i reserves mixtes (o les reserves que indiquis)"},
	"pool":                     {"reserva", "reserva"},
	"%s dice":                  {"dados de color %s", "daus de color %s"},
	"%s (continued)":           {"%s (continuación)", "%s (continuació)"},
	"your pools":               {"tus reservas", "les teves reserves"},
	"mixed pools":              {"reservas mixtas", "reserves mixtes"},
	"at any range":             {"a cualquier alcance", "a qualsevol distància"},
	"at medium or close range": {"a alcance medio o corto", "a distància mitjana o curta"},
	"at close range only":      {"solo a alcance corto", "només a distància curta"},
	"how to read":              {"cómo leerla", "com llegir-la"},
	"any":                      {"cualquiera", "qualsevol"},
	"close":                    {"corto", "curta"},
	"medium":                   {"medio", "mitjana"},
	"long":                     {"largo", "llarga"},
	"%d red":                   {"%d rojo", "%d vermell"},
	"%d blue":                  {"%d azul", "%d blau"},
	"%d black":                 {"%d negro", "%d negre"},
	"≥%d":                      {"≥%d", "≥%d"},
	"range: %s":                {"alcance: %s", "distància: %s"},
	// a report's notes (a list's card priced differently by its catalogue)
	"note": {"nota", "nota"},
	// fleetlab list: a scenario's default trials (its file's trials:)
	"%s trials a run unless --trials says otherwise": {"%s pruebas por ejecución salvo que --trials diga otra cosa", "%s proves per execució tret que --trials digui una altra cosa"},
	// fleetlab list: the policies
	"Policies for %s:": {"Políticas para %s:", "Polítiques per a %s:"},
	"Dropfleet: a fleet's `deck:` (how it stacks its strategy deck each turn)":               {"Dropfleet: `deck:` de una flota (cómo ordena su baraja de estrategia cada turno)", "Dropfleet: `deck:` d'una flota (com ordena la seva baralla d'estratègia cada torn)"},
	"Dropfleet: a fleet's or a reveal's `choice:` (who activates first)":                     {"Dropfleet: `choice:` de una flota o de una revelación (quién se activa primero)", "Dropfleet: `choice:` d'una flota o d'una revelació (qui s'activa primer)"},
	"Dropfleet: a fleet's `point_defence:` (what its Point Defence successes cancel)":        {"Dropfleet: `point_defence:` de una flota (qué anulan sus éxitos de Defensa puntual)", "Dropfleet: `point_defence:` d'una flota (què anul·len els seus èxits de Defensa puntual)"},
	"Dropfleet: `order:` of an activation (or an order's name)":                              {"Dropfleet: `order:` de una activación (o el nombre de una orden)", "Dropfleet: `order:` d'una activació (o el nom d'una ordre)"},
	"Dropfleet: `move: {policy: …}` of an activation (or fixed turns and distances)":         {"Dropfleet: `move: {policy: …}` de una activación (o giros y distancias fijos)", "Dropfleet: `move: {policy: …}` d'una activació (o girs i distàncies fixos)"},
	"Dropfleet: `target:` and `scan_target:` of an activation (or a ship's name)":            {"Dropfleet: `target:` y `scan_target:` de una activación (o el nombre de una nave)", "Dropfleet: `target:` i `scan_target:` d'una activació (o el nom d'una nau)"},
	"Armada: a fleet's `attack:` policy":                                                     {"Armada: la política `attack:` de una flota", "Armada: la política `attack:` d'una flota"},
	"Armada: a fleet's `defence:` policy":                                                    {"Armada: la política `defence:` de una flota", "Armada: la política `defence:` d'una flota"},
	"Armada: a fleet's `squadrons:` policy":                                                  {"Armada: la política `squadrons:` de una flota", "Armada: la política `squadrons:` d'una flota"},
	"the battlegroups in the order the scenario writes them":                                 {"los grupos de batalla en el orden en que los escribe el escenario", "els grups de batalla en l'ordre en què els escriu l'escenari"},
	"lowest Strategy Rating first (ties as written)":                                         {"el Factor de estrategia más bajo primero (los empates, como están escritos)", "el Factor d'estratègia més baix primer (els empats, tal com estan escrits)"},
	"highest Strategy Rating first (ties as written)":                                        {"el Factor de estrategia más alto primero (los empates, como están escritos)", "el Factor d'estratègia més alt primer (els empats, tal com estan escrits)"},
	"a uniformly random order, shuffled every turn":                                          {"un orden uniformemente al azar, barajado cada turno", "un ordre uniformement a l'atzar, remenat cada torn"},
	"Pathfinder battlegroups first, then the others, each as written":                        {"los grupos de batalla Pathfinder primero, luego los demás, cada uno como está escrito", "els grups de batalla Pathfinder primer, després els altres, cadascun tal com està escrit"},
	"as written, but the highest Strategy Rating held back for the last card":                {"como está escrito, pero con el Factor de estrategia más alto reservado para la última carta", "tal com està escrit, però amb el Factor d'estratègia més alt reservat per a l'última carta"},
	"a list of battlegroups for each turn (the last list repeats); others follow as written": {"una lista de grupos de batalla para cada turno (la última lista se repite); los demás siguen como están escritos", "una llista de grups de batalla per a cada torn (l'última llista es repeteix); els altres segueixen tal com estan escrits"},
	"always activate first":                                                                                                                                 {"activarse siempre primero", "activar-se sempre primer"},
	"always let the opponent activate first":                                                                                                                {"dejar siempre que el rival se active primero", "deixar sempre que el rival s'activi primer"},
	"go first or second with even chances":                                                                                                                  {"ir primero o segundo con la misma probabilidad", "anar primer o segon amb la mateixa probabilitat"},
	"go second when the opponent's card has the higher Strategy Rating, else first":                                                                         {"ir segundo cuando la carta del rival tiene el Factor de estrategia más alto; si no, primero", "anar segon quan la carta del rival té el Factor d'estratègia més alt; si no, primer"},
	"cancel the points that leave the least expected Hull loss after saves (the default)":                                                                   {"anular los puntos que dejan la menor pérdida de Casco esperada tras las salvaciones (por defecto)", "anul·lar els punts que deixen la menor pèrdua de Casc esperada després de les salvacions (per defecte)"},
	"cancel normal damage first, then critical damage":                                                                                                      {"anular primero el daño normal, luego el crítico", "anul·lar primer el dany normal, després el crític"},
	"cancel critical damage first (two successes a point), then normal damage":                                                                              {"anular primero el daño crítico (dos éxitos por punto), luego el normal", "anul·lar primer el dany crític (dos èxits per punt), després el normal"},
	"an order after which no enemy's Scan reaches the ship's new Signature, firing most; else Weapons Free":                                                 {"una orden tras la cual ningún Escáner enemigo alcanza la nueva Señal de la nave, la que más dispara; si no, Fuego a discreción", "una ordre després de la qual cap Escàner enemic no arriba al nou Senyal de la nau, la que més dispara; si no, Foc a discreció"},
	"a uniformly random order among those the battlegroup may take now (for exploration)":                                                                   {"una orden uniformemente al azar entre las que el grupo de batalla puede tomar ahora (para explorar)", "una ordre uniformement a l'atzar entre les que el grup de batalla pot prendre ara (per explorar)"},
	"turn towards the target (or the nearest enemy) as far as the order allows, and end as near it as the order's move allows":                              {"girar hacia el objetivo (o el enemigo más cercano) tanto como permita la orden, y acabar tan cerca de él como permita el movimiento de la orden", "girar cap a l'objectiu (o l'enemic més proper) tant com permeti l'ordre, i acabar tan a prop d'ell com permeti el moviment de l'ordre"},
	"turn towards, away or not at all, and move, to end as close to the given range from the target as the order allows":                                    {"girar hacia el objetivo, en contra o nada, y moverse, para acabar tan cerca de la distancia dada al objetivo como permita la orden", "girar cap a l'objectiu, en contra o gens, i moure's, per acabar tan a prop de la distància donada a l'objectiu com permeti l'ordre"},
	"straight ahead, the greatest distance the order allows":                                                                                                {"en línea recta, la mayor distancia que permita la orden", "en línia recta, la distància més gran que permeti l'ordre"},
	"straight ahead, the least distance the order allows":                                                                                                   {"en línea recta, la menor distancia que permita la orden", "en línia recta, la distància més petita que permeti l'ordre"},
	"the nearest enemy ship, at any range":                                                                                                                  {"la nave enemiga más cercana, a cualquier distancia", "la nau enemiga més propera, a qualsevol distància"},
	"the nearest enemy that is Silent Running, else the nearest enemy":                                                                                      {"el enemigo más cercano en Movimiento sigiloso; si no, el enemigo más cercano", "l'enemic més proper en Moviment sigil·lós; si no, l'enemic més proper"},
	"the nearest enemy one of the ship's weapons can fire at (in range and arc)":                                                                            {"el enemigo más cercano al que puede disparar una de las armas de la nave (en alcance y arco)", "l'enemic més proper al qual pot disparar una de les armes de la nau (en abast i arc)"},
	"remove and reroll for the most damage, add the strongest die, lock the most valuable token type":                                                       {"quitar y repetir dados para el mayor daño, añadir el dado más fuerte, bloquear el tipo de ficha más valioso", "treure i repetir daus per al dany més gran, afegir el dau més fort, bloquejar el tipus de fitxa més valuós"},
	"add and reroll blue and red dice to roll accuracies, then lock tokens with them":                                                                       {"añadir y repetir dados azules y rojos para sacar precisiones, y bloquear fichas con ellas", "afegir i repetir daus blaus i vermells per treure precisions, i bloquejar fitxes amb elles"},
	"spend every token that lowers this attack's damage now (Scatter, Evade, Brace, Redirect, Contain, Salvo), Evade's extra die against a larger ship too": {"gastar cada ficha que reduce ahora el daño de este ataque (Dispersión, Evasión, Refuerzo, Redirigir, Contención, Salva), también el dado adicional de Evasión contra una nave mayor", "gastar cada fitxa que redueix ara el dany d'aquest atac (Dispersió, Evasió, Reforç, Redirigir, Contenció, Salva), també el dau addicional d'Evasió contra una nau més gran"},
	"as minimise-damage, but only when the attack would deal at least N (default 2), never discard an exhausted token, and no extra Evade die":              {"como minimise-damage, pero solo cuando el ataque haría al menos N (por defecto 2), sin descartar nunca una ficha agotada y sin el dado adicional de Evasión", "com minimise-damage, però només quan l'atac faria com a mínim N (per defecte 2), sense descartar mai una fitxa esgotada i sense el dau addicional d'Evasió"},
	"spend no defense tokens (bare dice)":                                                                                                                   {"no gastar fichas de defensa (solo los dados)", "no gastar fitxes de defensa (només els daus)"},
	"Bombers attack and fly at the nearest enemy ship, squadrons with Escort, Counter or Snipe at the nearest squadron, others at the nearest enemy":        {"los Bombarderos atacan y vuelan hacia la nave enemiga más cercana; los escuadrones con Escolta, Contraataque o Francotirador, hacia el escuadrón más cercano; los demás, hacia el enemigo más cercano", "els Bombarders ataquen i volen cap a la nau enemiga més propera; els esquadrons amb Escorta, Contraatac o Franctirador, cap a l'esquadró més proper; els altres, cap a l'enemic més proper"},
	"every squadron attacks and flies at the nearest enemy ship":                                                                                            {"cada escuadrón ataca y vuela hacia la nave enemiga más cercana", "cada esquadró ataca i vola cap a la nau enemiga més propera"},
	"every squadron attacks and flies at the nearest enemy squadron":                                                                                        {"cada escuadrón ataca y vuela hacia el escuadrón enemigo más cercano", "cada esquadró ataca i vola cap a l'esquadró enemic més proper"},
	"as hunt, but a squadron with no target stays where it is (a screen)":                                                                                   {"como hunt, pero un escuadrón sin objetivo se queda donde está (una pantalla)", "com hunt, però un esquadró sense objectiu es queda on és (una pantalla)"},
	// a scenario file's errors: the sentences every section shares
	" (did you mean %s?)": {" (¿quería decir %s?)", " (volíeu dir %s?)"},
	"%q":                  {"%q", "%q"},
	"%v":                  {"%v", "%v"},
	"%v%s":                {"%v%s", "%v%s"},
	"a mapping":           {"un mapa", "un mapa"},
	"a list":              {"una lista", "una llista"},
	"a document":          {"un documento", "un document"},
	"nothing":             {"nada", "res"},
	"something else":      {"otra cosa", "una altra cosa"},
	"%q is not a valid name: use letters, digits, '-' and '_', starting with a letter":    {"%q no es un nombre válido: use letras, dígitos, '-' y '_', empezando por una letra", "%q no és un nom vàlid: feu servir lletres, dígits, '-' i '_', començant per una lletra"},
	"%q is not a valid name: use letters, digits, '-' and '_', starting with a letter%s":  {"%q no es un nombre válido: use letras, dígitos, '-' y '_', empezando por una letra%s", "%q no és un nom vàlid: feu servir lletres, dígits, '-' i '_', començant per una lletra%s"},
	"-$%s negates a number, but $%s = %q%s":                                               {"-$%s cambia el signo de un número, pero $%s = %q%s", "-$%s canvia el signe d'un nombre, però $%s = %q%s"},
	"a key must be a plain name, got %s":                                                  {"una clave debe ser un nombre simple, no %s", "una clau ha de ser un nom simple, no %s"},
	"a scenario file holds one YAML document; a second begins here":                       {"un archivo de escenario contiene un solo documento YAML; aquí empieza un segundo", "un fitxer d'escenari conté un sol document YAML; aquí en comença un segon"},
	"a scenario measures at least one thing":                                              {"un escenario mide al menos una cosa", "un escenari mesura com a mínim una cosa"},
	"declares %d parameters; the most is %d":                                              {"declara %d parámetros; el máximo es %d", "declara %d paràmetres; el màxim és %d"},
	"expected [x, y] in %s":                                                               {"se espera [x, y] en %s", "s'espera [x, y] en %s"},
	"--games must be an even number from 2 (half the games with each list first), got %d": {"--games debe ser un número par desde 2 (la mitad de las partidas con cada lista primero), no %d", "--games ha de ser un nombre parell des de 2 (la meitat de les partides amb cada llista primer), no %d"},
	"Tournament": {"Torneo", "Torneig"},
	"tournament": {"torneo", "torneig"},
	"a shard of a tournament writes a part, for fleetlab merge":                            {"un fragmento de un torneo escribe una parte, para fleetlab merge", "un fragment d'un torneig escriu una part, per a fleetlab merge"},
	"a tournament needs at least two lists, got %d":                                        {"un torneo necesita al menos dos listas, no %d", "un torneig necessita com a mínim dues llistes, no %d"},
	"a tournament needs at least two lists: the paths of list files (see scenarios/lists)": {"un torneo necesita al menos dos listas: las rutas de archivos de lista (vea scenarios/lists)", "un torneig necessita com a mínim dues llistes: els camins de fitxers de llista (vegeu scenarios/lists)"},
	"a tournament pairs at most %d lists, got %d":                                          {"un torneo empareja como máximo %d listas, no %d", "un torneig aparella com a màxim %d llistes, no %d"},
	"draws": {"empates", "empats"},
	"games": {"partidas", "partides"},
	"interrupted: the tournament was not finished, and nothing was written": {"interrumpido: el torneo no terminó y no se escribió nada", "interromput: el torneig no va acabar i no s'ha escrit res"},
	"list %s is for %s and list %s for %s: a tournament plays one game":     {"la lista %s es de %s y la lista %s de %s: un torneo juega un solo juego", "la llista %s és de %s i la llista %s de %s: un torneig juga un sol joc"},
	"list \\ opponent": {"lista \\ rival", "llista \\ rival"},
	"list":             {"lista", "llista"},
	"lists %s and %s are both called %s: a tournament tells its lists by name": {"las listas %s y %s se llaman ambas %s: un torneo distingue sus listas por el nombre", "les llistes %s i %s es diuen totes dues %s: un torneig distingeix les llistes pel nom"},
	"opponent": {"rival", "rival"},
	"part %s holds %d lists' texts, its tournament has %d lists":                     {"la parte %s contiene los textos de %d listas, su torneo tiene %d listas", "la part %s conté els textos de %d llistes, el seu torneig té %d llistes"},
	"part %s was not made by this fleetlab from its own lists: its %s is %s, not %s": {"la parte %s no la hizo este fleetlab a partir de sus propias listas: su %s es %s, no %s", "la part %s no l'ha feta aquest fleetlab a partir de les seves pròpies llistes: el seu %s és %s, no %s"},
	"rating [95% interval]": {"puntuación [intervalo del 95%]", "puntuació [interval del 95%]"},
	"rating":                {"puntuación", "puntuació"},
	"tournament of %d %s lists in %s: seed %d, %s games a pairing, half with each list first, %d workers": {"torneo de %d listas de %s en %s: semilla %d, %s partidas por emparejamiento, la mitad con cada lista primero, %d hilos", "torneig de %d llistes de %s a %s: llavor %d, %s partides per aparellament, la meitat amb cada llista primer, %d fils"},
	"win rate [95% interval]": {"tasa de victorias [intervalo del 95%]", "taxa de victòries [interval del 95%]"},
	"win rate":                {"tasa de victorias", "taxa de victòries"},
	"win rate of the row's list against the column's, with its 95% interval (a draw is not a win)":                                         {"tasa de victorias de la lista de la fila contra la de la columna, con su intervalo del 95% (un empate no es una victoria)", "taxa de victòries de la llista de la fila contra la de la columna, amb el seu interval del 95% (un empat no és una victòria)"},
	"Bradley-Terry rating by maximum likelihood, Elo scale (400 points: odds of 10 to 1), the lists averaging 0; a draw counts half a win": {"puntuación de Bradley-Terry por máxima verosimilitud, escala Elo (400 puntos: 10 contra 1), con media 0 entre las listas; un empate cuenta media victoria", "puntuació de Bradley-Terry per màxima versemblança, escala Elo (400 punts: 10 contra 1), amb mitjana 0 entre les llistes; un empat compta mitja victòria"},
	"tournaments play lists of dropfleet alone; %q lists are not played yet":                                                               {"los torneos juegan solo listas de dropfleet; las listas de %q aún no se juegan", "els tornejos només juguen llistes de dropfleet; les llistes de %q encara no es juguen"},
	"list %s is for %s and list %s for %s: a pairing plays one game":                                                                       {"la lista %s es de %s y la lista %s de %s: un emparejamiento juega un solo juego", "la llista %s és de %s i la llista %s de %s: un aparellament juga un sol joc"},
	"expected a YAML mapping of %s":                                   {"se espera un mapa YAML de %s", "s'espera un mapa YAML de %s"},
	"expected a list, got %s":                                         {"se espera una lista, no %s", "s'espera una llista, no %s"},
	"expected a mapping of %s, got %s":                                {"se espera un mapa de %s, no %s", "s'espera un mapa de %s, no %s"},
	"expected a mapping, got %s":                                      {"se espera un mapa, no %s", "s'espera un mapa, no %s"},
	"expected a number from %g to %g, got %q%s":                       {"se espera un número de %g a %g, no %q%s", "s'espera un nombre de %g a %g, no %q%s"},
	"expected a number of %s from %g to %g, got %q%s":                 {"se espera un número de %s de %g a %g, no %q%s", "s'espera un nombre de %s de %g a %g, no %q%s"},
	"expected a single value, got %s":                                 {"se espera un solo valor, no %s", "s'espera un sol valor, no %s"},
	"expected a whole number from %d to %d, got %q%s":                 {"se espera un número entero de %d a %d, no %q%s", "s'espera un nombre enter de %d a %d, no %q%s"},
	"expected a whole number, a number, true/false or a word, got %s": {"se espera un número entero, un número, true/false o una palabra, no %s", "s'espera un nombre enter, un nombre, true/false o una paraula, no %s"},
	"expected true or false, got %q%s":                                {"se espera true o false, no %q%s", "s'espera true o false, no %q%s"},
	"file is %d bytes; the largest scenario accepted is %d bytes":     {"el archivo tiene %d bytes; el escenario más grande que se acepta tiene %d bytes", "el fitxer té %d bytes; l'escenari més gran que s'accepta té %d bytes"},
	"file is empty: a scenario needs at least name, game, measure":    {"el archivo está vacío: un escenario necesita al menos name, game, measure", "el fitxer és buit: un escenari necessita com a mínim name, game, measure"},
	"given twice (first on line %d)":                                  {"aparece dos veces (la primera en la línea %d)", "apareix dues vegades (la primera a la línia %d)"},
	"has %d items; the most is %d":                                    {"tiene %d elementos; el máximo es %d", "té %d elements; el màxim és %d"},
	"lists %d profiles; the most is %d":                               {"enumera %d perfiles; el máximo es %d", "enumera %d perfils; el màxim és %d"},
	"metric %s is measured twice":                                     {"la métrica %s se mide dos veces", "la mètrica %s es mesura dues vegades"},
	"missing required field %s":                                       {"falta el campo obligatorio %s", "falta el camp obligatori %s"},
	"missing value":                                                   {"falta el valor", "falta el valor"},
	"must be from %d to %d, got %d%s":                                 {"debe estar entre %d y %d, no %d%s", "ha de ser entre %d i %d, no %d%s"},
	"must be from %g to %g, got %g%s":                                 {"debe estar entre %g y %g, no %g%s", "ha de ser entre %g i %g, no %g%s"},
	"must not be empty":                                               {"no puede estar vacío", "no pot ser buit"},
	"no parameter %q in this scenario%s (its parameters: %s)":         {"no hay ningún parámetro %q en este escenario%s (sus parámetros: %s)", "no hi ha cap paràmetre %q en aquest escenari%s (els seus paràmetres: %s)"},
	"no metric %q in this scenario%s (its metrics: %s)":               {"no hay ninguna métrica %q en este escenario%s (sus métricas: %s)", "no hi ha cap mètrica %q en aquest escenari%s (les seves mètriques: %s)"},
	"no profile %q in ships:%s":                                       {"no hay ningún perfil %q en ships:%s", "no hi ha cap perfil %q a ships:%s"},
	"not a text file: a scenario is YAML text in UTF-8":               {"no es un archivo de texto: un escenario es texto YAML en UTF-8", "no és un fitxer de text: un escenari és text YAML en UTF-8"},
	"only number parameters have a %s":                                {"solo los parámetros numéricos tienen %s", "només els paràmetres numèrics tenen %s"},
	"only word parameters have a list of values":                      {"solo los parámetros de palabra tienen una lista de valores", "només els paràmetres de paraula tenen una llista de valors"},
	"the file expands to more than %d YAML nodes (aliases included); refusing it as an alias bomb": {"el archivo se expande a más de %d nodos YAML (alias incluidos); se rechaza como bomba de alias", "el fitxer s'expandeix a més de %d nodes YAML (àlies inclosos); es rebutja com a bomba d'àlies"},
	"unknown field%s (expected one of %s)":                                                         {"campo desconocido%s (se espera uno de %s)", "camp desconegut%s (s'espera un de %s)"},
	"unknown game %q (expected one of %s)":                                                         {"juego desconocido %q (se espera uno de %s)", "joc desconegut %q (s'espera un de %s)"},
	"unknown parameter $%s (declared: %s)":                                                         {"parámetro desconocido $%s (declarados: %s)", "paràmetre desconegut $%s (declarats: %s)"},
	// the command line's messages
	"Tables (fleetlab table NAME):": {"Tablas (fleetlab table NOMBRE):", "Taules (fleetlab table NOM):"},
	"unknown table %q (tables: %s)": {"tabla desconocida %q (tablas: %s)", "taula desconeguda %q (taules: %s)"},
	"who wins the equal-Strategy-Rating roll-off, by both Admiral values (seed rule and plain d6)":       {"quién gana la tirada de desempate con el mismo Factor de estrategia, según ambos valores de Almirante (regla de la semilla y solo 1d6)", "qui guanya la tirada de desempat amb el mateix Factor d'estratègia, segons tots dos valors d'Almirall (regla de la llavor i només 1d6)"},
	"chance that Active Scans spot a Silent Runner, and its Signature after them, by number of scans":    {"probabilidad de que los Escáneres activos descubran una nave en Movimiento sigiloso, y su Señal después, según el número de escáneres", "probabilitat que els Escàners actius descobreixin una nau en Moviment sigil·lós, i el seu Senyal després, segons el nombre d'escàners"},
	"P(at least k hits) and P(at least k damage after Armour) by Lock and attack dice":                   {"P(al menos k impactos) y P(al menos k de daño tras el Blindaje) por Fijación y dados de ataque", "P(com a mínim k impactes) i P(com a mínim k de dany després del Blindatge) per Fixació i daus d'atac"},
	"P(damage at least k) for pools of each colour at each range, ship against ship":                     {"P(daño de al menos k) para reservas de cada color a cada alcance, nave contra nave", "P(dany de com a mínim k) per a reserves de cada color a cada distància, nau contra nau"},
	"Built-in scenarios (fleetlab run NAME [--set param=value]...; fleetlab show NAME prints the file):": {"Escenarios incorporados (fleetlab run NOMBRE [--set parámetro=valor]...; fleetlab show NOMBRE muestra el archivo):", "Escenaris incorporats (fleetlab run NOM [--set paràmetre=valor]...; fleetlab show NOM mostra el fitxer):"},
	"whole number":               {"número entero", "nombre enter"},
	"number":                     {"número", "nombre"},
	"true or false":              {"true o false", "true o false"},
	"word":                       {"palabra", "paraula"},
	" from %s to %s":             {" de %s a %s", " de %s a %s"},
	" of at least %s":            {" de al menos %s", " de com a mínim %s"},
	" of at most %s":             {" de como mucho %s", " de com a màxim %s"},
	"wrote %s":                   {"se ha escrito %s", "s'ha escrit %s"},
	"exists and is not a folder": {"existe y no es una carpeta", "existeix i no és una carpeta"},
	"holds %s, which a report does not; a report replaces its whole folder, so give a new or empty folder or an earlier report's":           {"contiene %s, que un informe no contiene; un informe sustituye toda su carpeta, así que indique una carpeta nueva o vacía o la de un informe anterior", "conté %s, que un informe no conté; un informe substitueix tota la seva carpeta, així que indiqueu una carpeta nova o buida o la d'un informe anterior"},
	"holds no %s, so it is not an earlier report; a report replaces its whole folder, so give a new or empty folder or an earlier report's": {"no contiene %s, así que no es un informe anterior; un informe sustituye toda su carpeta, así que indique una carpeta nueva o vacía o la de un informe anterior", "no conté %s, així que no és un informe anterior; un informe substitueix tota la seva carpeta, així que indiqueu una carpeta nova o buida o la d'un informe anterior"},
	"interrupted: the partial result above covers the trials completed":                                                                     {"interrumpido: el resultado parcial de arriba cubre las pruebas completadas", "interromput: el resultat parcial de dalt cobreix les proves completades"},
	"interrupted while reading %s: nothing was run":                                                                                         {"interrumpido mientras se leía %s: no se ha ejecutado nada", "interromput mentre es llegia %s: no s'ha executat res"},
	"interrupted while writing --out %s: the folder is as it was":                                                                           {"interrumpido mientras se escribía --out %s: la carpeta queda como estaba", "interromput mentre s'escrivia --out %s: la carpeta queda com estava"},
	"--out %s: %v": {"--out %s: %v", "--out %s: %v"},
	"--%s does not apply to table %s (it takes no other flag; see fleetlab table --help)": {"--%s no se aplica a la tabla %s (no admite ninguna otra opción; véase fleetlab table --help)", "--%s no s'aplica a la taula %s (no admet cap altra opció; vegeu fleetlab table --help)"},
	"--%s does not apply to table %s (it takes --%s; see fleetlab table --help)":          {"--%s no se aplica a la tabla %s (admite --%s; véase fleetlab table --help)", "--%s no s'aplica a la taula %s (admet --%s; vegeu fleetlab table --help)"},
	"%q is not a whole number of trials (examples: 100000, 1e6, 250k, 10M)":               {"%q no es un número entero de pruebas (ejemplos: 100000, 1e6, 250k, 10M)", "%q no és un nombre enter de proves (exemples: 100000, 1e6, 250k, 10M)"},
	"%sinvalid value %q for --%s: %v (see %s --help)":                                     {"%svalor %q no válido para --%s: %v (véase %s --help)", "%svalor %q no vàlid per a --%s: %v (vegeu %s --help)"},
	"invalid value %q for --%s: %v":                                                       {"valor %q no válido para --%s: %v", "valor %q no vàlid per a --%s: %v"},
	"not a whole number from 0 up":                                                        {"no es un número entero desde 0", "no és un nombre enter des de 0"},
	"--out %s: %v (the folder is as it was)":                                              {"--out %s: %v (la carpeta queda como estaba)", "--out %s: %v (la carpeta queda com estava)"},
	"--lang: %v":                                                                          {"--lang: %v", "--lang: %v"},
	"unknown language %q (expected en, es or ca)":                                         {"idioma desconocido %q (se espera en, es o ca)", "idioma desconegut %q (s'espera en, es o ca)"},
	"--trials must be at least 1, got %d":                                                 {"--trials debe ser al menos 1, no %d", "--trials ha de ser com a mínim 1, no %d"},
	"--trials must be at most %d, got %d":                                                 {"--trials debe ser como mucho %d, no %d", "--trials ha de ser com a màxim %d, no %d"},
	"--trials must be from 1 to %d, got %d":                                               {"--trials debe estar entre 1 y %d, no %d", "--trials ha de ser entre 1 i %d, no %d"},
	"--workers must be at least 1, got %d":                                                {"--workers debe ser al menos 1, no %d", "--workers ha de ser com a mínim 1, no %d"},
	"--workers must be at most 4096, got %d":                                              {"--workers debe ser como mucho 4096, no %d", "--workers ha de ser com a màxim 4096, no %d"},
	"--workers must be from 1 to 4096, got %d":                                            {"--workers debe estar entre 1 y 4096, no %d", "--workers ha de ser entre 1 i 4096, no %d"},
	"--precision must be a positive number, got %v":                                       {"--precision debe ser un número positivo, no %v", "--precision ha de ser un nombre positiu, no %v"},
	"--format must be one of %s, got %q":                                                  {"--format debe ser uno de %s, no %q", "--format ha de ser un de %s, no %q"},
	// shards and their merge
	"--out %s holds a shard's part; choose another folder":                                             {"--out %s contiene la parte de un fragmento; elija otra carpeta", "--out %s conté la part d'un fragment; trieu una altra carpeta"},
	"--out %s is one of the parts: the report would replace it":                                        {"--out %s es una de las partes: el informe la reemplazaría", "--out %s és una de les parts: l'informe la substituiria"},
	"%d of %d shards missing":                                                                          {"faltan %d de %d fragmentos", "falten %d de %d fragments"},
	"%s %s: seed %d, %s trials a point, %s blocks in %d shards":                                        {"%s %s: semilla %d, %s pruebas por punto, %s bloques en %d fragmentos", "%s %s: llavor %d, %s proves per punt, %s blocs en %d fragments"},
	"%s %s: seed %d, %s games a pairing, %s pairings in %d shards":                                     {"%s %s: semilla %d, %s partidas por emparejamiento, %s emparejamientos en %d fragmentos", "%s %s: llavor %d, %s partides per aparellament, %s aparellaments en %d fragments"},
	"done: %d of %d shards (%s), %s of %s pairings":                                                    {"hechos: %d de %d fragmentos (%s), %s de %s emparejamientos", "fets: %d de %d fragments (%s), %s de %s aparellaments"},
	"%s games a pairing":                                                                               {"%s partidas por emparejamiento", "%s partides per aparellament"},
	"--precision and --shard do not go together: a shard plays a fixed share of the blocks":            {"--precision y --shard no van juntos: un fragmento juega una parte fija de los bloques", "--precision i --shard no van junts: un fragment juga una part fixa dels blocs"},
	"--shard %s: expected i/n, shard i of n counted from 0 (n from 1 to %d), or /n to read i from %s":  {"--shard %s: se esperaba i/n, el fragmento i de n contando desde 0 (n de 1 a %d), o /n para leer i de %s", "--shard %s: s'esperava i/n, el fragment i de n comptant des de 0 (n d'1 a %d), o /n per llegir i de %s"},
	"--shard %s: no shard index: neither %s is set (give --shard i/%d)":                                {"--shard %s: no hay índice de fragmento: no está definida ni %s (indique --shard i/%d)", "--shard %s: no hi ha índex de fragment: no està definida ni %s (indiqueu --shard i/%d)"},
	"--shard %s: the index must be a whole number from 0 to %d":                                        {"--shard %s: el índice debe ser un número entero de 0 a %d", "--shard %s: l'índex ha de ser un nombre enter de 0 a %d"},
	"--shard writes a part for fleetlab merge: give its folder with --out":                             {"--shard escribe una parte para fleetlab merge: indique su carpeta con --out", "--shard escriu una part per a fleetlab merge: indiqueu-ne la carpeta amb --out"},
	"--shard writes a part, not a report: --format goes to fleetlab merge":                             {"--shard escribe una parte, no un informe: --format va con fleetlab merge", "--shard escriu una part, no un informe: --format va amb fleetlab merge"},
	"done: %d of %d shards (%s), %s of %s blocks":                                                      {"hechos: %d de %d fragmentos (%s), %s de %s bloques", "fets: %d de %d fragments (%s), %s de %s blocs"},
	"interrupted: shard %s was not finished, and no part was written":                                  {"interrumpido: el fragmento %s no terminó y no se escribió ninguna parte", "interromput: el fragment %s no va acabar i no s'ha escrit cap part"},
	"merge needs the parts of a run: the --out folders of its shards":                                  {"merge necesita las partes de una ejecución: las carpetas --out de sus fragmentos", "merge necessita les parts d'una execució: les carpetes --out dels seus fragments"},
	"missing shards of %d: %s (no part among those given; fleetlab merge --status lists what is done)": {"faltan fragmentos de %d: %s (ninguna parte entre las dadas; fleetlab merge --status indica lo hecho)", "falten fragments de %d: %s (cap part entre les donades; fleetlab merge --status indica què s'ha fet)"},
	"missing: 1 shard (%s)":                               {"falta: 1 fragmento (%s)", "falta: 1 fragment (%s)"},
	"missing: %d shards (%s)":                             {"faltan: %d fragmentos (%s)", "falten: %d fragments (%s)"},
	"part %s: carried file %d names no list or catalogue": {"parte %s: el archivo llevado %d no nombra ninguna lista ni catálogo", "part %s: el fitxer portat %d no anomena cap llista ni catàleg"},
	"%s=%s: %v": {"%s=%s: %v", "%s=%s: %v"},
	"%s is over %d bytes: a part cannot carry it":                                                      {"%s pasa de %d bytes: una parte no puede llevarlo", "%s passa de %d bytes: una part no el pot portar"},
	"part %s: carried file %s is given twice":                                                          {"parte %s: el archivo llevado %s aparece dos veces", "part %s: el fitxer portat %s apareix dues vegades"},
	"part %s: %d blocks played of %d":                                                                  {"parte %s: %d bloques jugados de %d", "part %s: %d blocs jugats de %d"},
	"%s is not a regular file: a part carries files alone":                                             {"%s no es un archivo normal: una parte solo lleva archivos", "%s no és un fitxer normal: una part només porta fitxers"},
	"part %s: %d trials a point, outside [1, %d]":                                                      {"parte %s: %d pruebas por punto, fuera de [1, %d]", "part %s: %d proves per punt, fora de [1, %d]"},
	"%d bytes, over the %d accepted":                                                                   {"%d bytes, más de los %d aceptados", "%d bytes, més dels %d acceptats"},
	"part %s holds %d trials of point %d, shard %s plays %d: a part of another shard, or altered":      {"la parte %s tiene %d pruebas del punto %d, el fragmento %s juega %d: una parte de otro fragmento, o alterada", "la part %s té %d proves del punt %d, el fragment %s en juga %d: una part d'un altre fragment, o alterada"},
	"part %s: %d shards; a job has from 1 to %d":                                                       {"parte %s: %d fragmentos; un trabajo tiene de 1 a %d", "part %s: %d fragments; una feina en té d'1 a %d"},
	"part %s: carried file %q of %s leaves its folder":                                                 {"parte %s: el archivo llevado %q de %s sale de su carpeta", "part %s: el fitxer portat %q de %s surt de la seva carpeta"},
	"part %s played %d blocks, shard %s has %d: a part of another shard, or altered":                   {"la parte %s jugó %d bloques, el fragmento %s tiene %d: una parte de otro fragmento, o alterada", "la part %s va jugar %d blocs, el fragment %s en té %d: una part d'un altre fragment, o alterada"},
	"part %s is not sealed with a key, and %s gives one: it was not written by this job":               {"la parte %s no está sellada con una clave, y %s da una: no la escribió este trabajo", "la part %s no està segellada amb una clau, i %s en dona una: no l'ha escrita aquesta feina"},
	"part %s does not carry %s: merge reads no file a part names":                                      {"la parte %s no lleva %s: merge no lee ningún archivo que nombre una parte", "la part %s no porta %s: merge no llegeix cap fitxer que anomeni una part"},
	"the lists and catalogues of the scenario are over %d files or %d bytes: a part cannot carry them": {"las listas y catálogos del escenario pasan de %d archivos o %d bytes: una parte no puede llevarlos", "les llistes i catàlegs de l'escenari passen de %d fitxers o %d bytes: una part no els pot portar"},
	"part %s was changed after it was written: its seal does not match":                                {"la parte %s cambió después de escribirse: su sello no coincide", "la part %s ha canviat després d'escriure's: el seu segell no coincideix"},
	"part %s is not sealed with the key %s gives: changed, forged, or of another job":                  {"la parte %s no está sellada con la clave que da %s: cambiada, falsificada o de otro trabajo", "la part %s no està segellada amb la clau que dona %s: canviada, falsificada o d'una altra feina"},
	"%s=%s: the key is %d bytes; a key is at least %d":                                                 {"%s=%s: la clave tiene %d bytes; una clave tiene al menos %d", "%s=%s: la clau té %d bytes; una clau en té com a mínim %d"},
	"over %d bytes": {"más de %d bytes", "més de %d bytes"},
	"part %s carries over %d files or %d bytes":                                         {"la parte %s lleva más de %d archivos o %d bytes", "la part %s porta més de %d fitxers o %d bytes"},
	"part %s is sealed with a key: set %s to the key's file to check it":                {"la parte %s está sellada con una clave: defina %s con el archivo de la clave para comprobarla", "la part %s està segellada amb una clau: definiu %s amb el fitxer de la clau per comprovar-la"},
	"part %s: carried file %s does not match its hash":                                  {"parte %s: el archivo llevado %s no coincide con su hash", "part %s: el fitxer portat %s no coincideix amb el seu hash"},
	"not a regular file (%s)":                                                           {"no es un archivo normal (%s)", "no és un fitxer normal (%s)"},
	"part %s holds %d points, the run has %d":                                           {"la parte %s tiene %d puntos, la ejecución tiene %d", "la part %s té %d punts, l'execució en té %d"},
	"part %s is not of the same run as %s: its %s is %s, not %s":                        {"la parte %s no es de la misma ejecución que %s: su %s es %s, no %s", "la part %s no és de la mateixa execució que %s: el seu %s és %s, no %s"},
	"part %s was not made by this fleetlab from its own scenario: its %s is %s, not %s": {"la parte %s no la hizo este fleetlab con su propio escenario: su %s es %s, no %s", "la part %s no l'ha feta aquest fleetlab amb el seu propi escenari: el seu %s és %s, no %s"},
	"part %s, point %d: %v":                                                             {"parte %s, punto %d: %v", "part %s, punt %d: %v"},
	"part %s: %v (%v)":                                                                  {"parte %s: %v (%v)", "part %s: %v (%v)"},
	"part %s: %v":                                                                       {"parte %s: %v", "part %s: %v"},
	"part %s: shard %d of %d does not exist":                                            {"parte %s: el fragmento %d de %d no existe", "part %s: el fragment %d de %d no existeix"},
	"parts %s and %s are both shard %d of %d":                                           {"las partes %s y %s son ambas el fragmento %d de %d", "les parts %s i %s són totes dues el fragment %d de %d"},
	"the parts hold %d trials of point %d, the run has %d: a part was altered":          {"las partes tienen %d pruebas del punto %d, la ejecución tiene %d: se alteró una parte", "les parts tenen %d proves del punt %d, l'execució en té %d: s'ha alterat una part"},
	"unknown format %q":                                                                 {"formato desconocido %q", "format desconegut %q"},
	"compare needs at least one --vs name=value: what makes variant B differ":           {"compare necesita al menos un --vs nombre=valor: lo que hace diferente la variante B", "compare necessita com a mínim un --vs nom=valor: el que fa diferent la variant B"},
	"--precision and --sweep do not go together: every point plays --trials trials":     {"--precision y --sweep no van juntos: cada punto juega --trials pruebas", "--precision i --sweep no van junts: cada punt juga --trials proves"},
	"at most two --sweep parameters, got %d":                                            {"como mucho dos parámetros --sweep, no %d", "com a màxim dos paràmetres --sweep, no %d"},
	"--sweep %s: expected name=a..b or name=v1,v2,...":                                  {"--sweep %s: se espera nombre=a..b o nombre=v1,v2,...", "--sweep %s: s'espera nom=a..b o nom=v1,v2,..."},
	"--sweep %s: a range is two whole numbers, the first not above the second":          {"--sweep %s: un rango son dos números enteros, el primero no mayor que el segundo", "--sweep %s: un interval són dos nombres enters, el primer no més gran que el segon"},
	"--sweep %s: the range has %s values; a sweep has at most %d points":                {"--sweep %s: el rango tiene %s valores; un barrido tiene como mucho %d puntos", "--sweep %s: l'interval té %s valors; un escombratge té com a màxim %d punts"},
	"--sweep %s: %d values; a sweep has at most %d points":                              {"--sweep %s: %d valores; un barrido tiene como mucho %d puntos", "--sweep %s: %d valors; un escombratge té com a màxim %d punts"},
	"--sweep %s is given twice":                                                         {"--sweep %s aparece dos veces", "--sweep %s apareix dues vegades"},
	"--sweep %s: %v":                                                                    {"--sweep %s: %v", "--sweep %s: %v"},
	"the sweep has %d points; the most is %d":                                           {"el barrido tiene %d puntos; el máximo es %d", "l'escombratge té %d punts; el màxim és %d"},
	"table takes one table name (got %d arguments)":                                     {"table toma un nombre de tabla (se han dado %d argumentos)", "table pren un nom de taula (se n'han donat %d arguments)"},
	"--max-dice must be from 1 to 20, got %d":                                           {"--max-dice debe estar entre 1 y 20, no %d", "--max-dice ha de ser entre 1 i 20, no %d"},
	"--armour must be from 2 to 6, got %d":                                              {"--armour debe estar entre 2 y 6, no %d", "--armour ha de ser entre 2 i 6, no %d"},
	"--sig must be from 0 to 60, got %d":                                                {"--sig debe estar entre 0 y 60, no %d", "--sig ha de ser entre 0 i 60, no %d"},
	"%s needs %s (got 1 argument)":                                                      {"%s necesita %s (se ha dado 1 argumento)", "%s necessita %s (se n'ha donat 1 argument)"},
	"%s needs %s (got %d arguments)":                                                    {"%s necesita %s (se han dado %d argumentos)", "%s necessita %s (se n'han donat %d arguments)"},
	"a scenario: a built-in name (see fleetlab list) or the path of a YAML file":        {"un escenario: el nombre de uno incorporado (ver fleetlab list) o la ruta de un archivo YAML", "un escenari: el nom d'un d'incorporat (vegeu fleetlab list) o el camí d'un fitxer YAML"},
	"no arguments":                                             {"ningún argumento", "cap argument"},
	"the name of a built-in scenario":                          {"el nombre de un escenario incorporado", "el nom d'un escenari incorporat"},
	"unknown command %q (the commands: %s)":                    {"orden desconocida %q (las órdenes: %s)", "ordre desconeguda %q (les ordres: %s)"},
	"unknown command %q (the commands: %s); did you mean %s?":  {"orden desconocida %q (las órdenes: %s); ¿quería decir %s?", "ordre desconeguda %q (les ordres: %s); volíeu dir %s?"},
	"%sunknown flag: --%s (see %s --help)":                     {"%sopción desconocida: --%s (ver %s --help)", "%sopció desconeguda: --%s (vegeu %s --help)"},
	"%sunknown flag: --%s; did you mean --%s? (see %s --help)": {"%sopción desconocida: --%s; ¿quería decir --%s? (ver %s --help)", "%sopció desconeguda: --%s; volíeu dir --%s? (vegeu %s --help)"},
	"%s%s (see %s --help)":                                     {"%s%s (ver %s --help)", "%s%s (vegeu %s --help)"},
	// a scenario file's errors particular to one game's sections (Dropfleet, then Armada)
	"obstacles are part of Armada scenarios only":    {"los obstáculos solo forman parte de los escenarios de Armada", "els obstacles només formen part dels escenaris d'Armada"},
	"unknown %s %q (expected %s or %s)":              {"%s desconocido %q (se espera %s o %s)", "%s desconegut %q (s'espera %s o %s)"},
	"unknown special rule %q%s (expected one of %s)": {"regla especial desconocida %q%s (se espera una de %s)", "regla especial desconeguda %q%s (s'espera una de %s)"},
	"unknown weapon rule %q%s (expected one of %s, or {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonnages]})": {"regla de arma desconocida %q%s (se espera una de %s, o {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonelajes]})", "regla d'arma desconeguda %q%s (s'espera una de %s, o {fusillade: N}, {linked: N}, {alt: N}, {burnthrough: N}, {impel: N}, {calibre: [tonatges]})"},
	"a game has %d players; this file gives %d fleets":                                       {"una partida tiene %d jugadores; este archivo da %d flotas", "una partida té %d jugadors; aquest fitxer en dona %d flotes"},
	"has %d battlegroups with copies; the most is %d":                                        {"tiene %d grupos de batalla con las copias; el máximo es %d", "té %d grups de batalla amb les còpies; el màxim és %d"},
	"unknown state %q (expected one of %s)":                                                  {"estado desconocido %q (se espera uno de %s)", "estat desconegut %q (s'espera un de %s)"},
	"battlegroup %s is named twice":                                                          {"el grupo de batalla %s aparece dos veces", "el grup de batalla %s apareix dues vegades"},
	"a battlegroup needs at least one group":                                                 {"un grupo de batalla necesita al menos un grupo", "un grup de batalla necessita com a mínim un grup"},
	"a second ship called %s (the first is on line %d); give the group its own name:":        {"una segunda nave llamada %s (la primera está en la línea %d); dé al grupo su propio name:", "una segona nau anomenada %s (la primera és a la línia %d); doneu al grup el seu propi name:"},
	"no battlegroup %q%s":                                                                    {"no hay ningún grupo de batalla %q%s", "no hi ha cap grup de batalla %q%s"},
	"no ship %q%s (ships: %s)":                                                               {"no hay ninguna nave %q%s (naves: %s)", "no hi ha cap nau %q%s (naus: %s)"},
	"ship %s is not in fleet %s":                                                             {"la nave %s no está en la flota %s", "la nau %s no és a la flota %s"},
	"no battlegroup %q in fleet %s (a copied one is named like name#1)":                      {"no hay ningún grupo de batalla %q en la flota %s (uno copiado se llama como name#1)", "no hi ha cap grup de batalla %q a la flota %s (un de copiat s'anomena com name#1)"},
	"a step is one of activate, reveal, turns; this one has %d":                              {"un paso es uno de activate, reveal, turns; este tiene %d", "un pas és un de activate, reveal, turns; aquest en té %d"},
	"the script has more than %d steps with copies":                                          {"el guion tiene más de %d pasos con las copias", "el guió té més de %d passos amb les còpies"},
	"target and range go with a movement policy (policy: close-on or keep-at)":               {"target y range van con una política de movimiento (policy: close-on o keep-at)", "target i range van amb una política de moviment (policy: close-on o keep-at)"},
	"a movement policy decides the turns and distances itself":                               {"una política de movimiento decide ella misma los giros y las distancias", "una política de moviment decideix ella mateixa els girs i les distàncies"},
	"unknown movement policy %q%s (expected one of %s)":                                      {"política de movimiento desconocida %q%s (se espera una de %s)", "política de moviment desconeguda %q%s (s'espera una de %s)"},
	"only %s takes a range":                                                                  {"solo %s admite range", "només %s admet range"},
	"no ship or targeting policy %q%s (policies: nearest, nearest-silent, nearest-detected)": {"no hay ninguna nave ni política de objetivo %q%s (políticas: nearest, nearest-silent, nearest-detected)", "no hi ha cap nau ni política d'objectiu %q%s (polítiques: nearest, nearest-silent, nearest-detected)"},
	"%q is neither an order (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) nor an order policy (spike-aware, random-legal)%s": {"%q no es una orden (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) ni una política de órdenes (spike-aware, random-legal)%s", "%q no és una ordre (standard, weapons-free, station-keeping, course-change, max-thrust, silent-running, active-scan) ni una política d'ordres (spike-aware, random-legal)%s"},
	"missing required field scan_target: an Active Scan needs an enemy ship (or a targeting policy) to aim at":                                                                   {"falta el campo obligatorio scan_target: un Escáner activo necesita una nave enemiga (o una política de objetivo) a la que apuntar", "falta el camp obligatori scan_target: un Escàner actiu necessita una nau enemiga (o una política d'objectiu) a la qual apuntar"},
	"no ship %q in battlegroup %s": {"no hay ninguna nave %q en el grupo de batalla %s", "no hi ha cap nau %q al grup de batalla %s"},
	"a fixed move needs a fixed order: with an order policy, give a movement policy (close-on, keep-at, max, min)": {"un movimiento fijo necesita una orden fija: con una política de órdenes, dé una política de movimiento (close-on, keep-at, max, min)", "un moviment fix necessita una ordre fixa: amb una política d'ordres, doneu una política de moviment (close-on, keep-at, max, min)"},
	"illegal move: ship %s %v":                                      {"movimiento no permitido: nave %s %v", "moviment no permès: nau %s %v"},
	"no ship %q in battlegroup %s%s (its ships: %s)":                {"no hay ninguna nave %q en el grupo de batalla %s%s (sus naves: %s)", "no hi ha cap nau %q al grup de batalla %s%s (les seves naus: %s)"},
	"illegal order: %v":                                             {"orden no permitida: %v", "ordre no permesa: %v"},
	"name one copy of a copied battlegroup":                         {"nombre una copia de un grupo de batalla copiado", "anomeneu una còpia d'un grup de batalla copiat"},
	"a %s measure takes no %s":                                      {"una medida %s no admite %s", "una mesura %s no admet %s"},
	"expected one battlegroup per player (%d), got %d":              {"se espera un grupo de batalla por jugador (%d), no %d", "s'espera un grup de batalla per jugador (%d), no %d"},
	"no battlegroup %q (a copied battlegroup is named like name#1)": {"no hay ningún grupo de batalla %q (un grupo de batalla copiado se llama como name#1)", "no hi ha cap grup de batalla %q (un grup de batalla copiat s'anomena com name#1)"},
	"both cards belong to fleet %s; each player reveals one":        {"las dos cartas son de la flota %s; cada jugador revela una", "les dues cartes són de la flota %s; cada jugador en revela una"},
	"name one copy of a copied battlegroup, like %s":                {"nombre una copia de un grupo de batalla copiado, como %s", "anomeneu una còpia d'un grup de batalla copiat, com %s"},
	"no fleet %q": {"no hay ninguna flota %q", "no hi ha cap flota %q"},
	"%s is measured of the whole trial, not of a ship or fleet":                                      {"%s se mide de la prueba entera, no de una nave o una flota", "%s es mesura de la prova sencera, no d'una nau o una flota"},
	"a play area is at least 300 × 300 mm (3' × 6' is [%g, %g])":                                     {"un área de juego mide al menos 300 × 300 mm (3' × 6' es [%g, %g])", "una àrea de joc fa com a mínim 300 × 300 mm (3' × 6' és [%g, %g])"},
	"the range bands must end in order: close %g < medium %g < long %g mm":                           {"las bandas de alcance deben acabar en orden: corto %g < medio %g < largo %g mm", "les franges de distància han d'acabar en ordre: curta %g < mitjana %g < llarga %g mm"},
	"a squadron has no size class, shields or squadron value":                                        {"un escuadrón no tiene clase de tamaño, escudos ni valor de escuadrón", "un esquadró no té classe de mida, escuts ni valor d'esquadró"},
	"a ship's speeds are its speed_chart, and each unit's speed: its dial at the start":              {"las velocidades de una nave son su speed_chart, y el speed: de cada unidad, su dial al empezar", "les velocitats d'una nau són la seva speed_chart, i el speed: de cada unitat, el seu dial al començament"},
	"a squadron has no arc lines (its arc is 360°)":                                                  {"un escuadrón no tiene líneas de arco (su arco es de 360°)", "un esquadró no té línies d'arc (el seu arc és de 360°)"},
	"speed %d has %d joints, so %d yaw values; got %d":                                               {"la velocidad %d tiene %d articulaciones, así que %d valores de yaw; no %d", "la velocitat %d té %d articulacions, per tant %d valors de yaw; no %d"},
	"at most %d dice in all (the attack pool holds %d, one kept for a Concentrate Fire die), got %d": {"como mucho %d dados en total (la reserva de ataque admite %d, uno guardado para un dado de Concentrar fuego), no %d", "com a màxim %d daus en total (la reserva d'atac n'admet %d, un de guardat per a un dau de Concentrar el foc), no %d"},
	"%d tokens; a unit has at most %d%s":                                                             {"%d fichas; una unidad tiene como mucho %d%s", "%d fitxes; una unitat en té com a màxim %d%s"},
	"%v (or none)":                                                                                   {"%v (o none)", "%v (o none)"},
	"a game has 2 players; this file gives %d fleets":                                                {"una partida tiene 2 jugadores; este archivo da %d flotas", "una partida té 2 jugadors; aquest fitxer en dona %d flotes"},
	"offset needs at: a unit placed on the table":                                                    {"offset necesita at: una unidad colocada en la mesa", "offset necessita at: una unitat col·locada a la taula"},
	"a second unit called %s: give it its own name:":                                                 {"una segunda unidad llamada %s: dele su propio name:", "una segona unitat anomenada %s: doneu-li el seu propi name:"},
	"more than %d units":                                                {"más de %d unidades", "més de %d unitats"},
	"%s needs at: a unit placed on the table":                           {"%s necesita at: una unidad colocada en la mesa", "%s necessita at: una unitat col·locada a la taula"},
	"%s at [%g, %g] is not wholly on the play area, [0, 0] to [%g, %g]": {"%s en [%g, %g] no está entera en el área de juego, de [0, 0] a [%g, %g]", "%s a [%g, %g] no és sencera a l'àrea de joc, de [0, 0] a [%g, %g]"},
	"an obstacle is a convex polygon of 3 to 12 points, in order":       {"un obstáculo es un polígono convexo de 3 a 12 puntos, en orden", "un obstacle és un polígon convex de 3 a 12 punts, en ordre"},
	"squadrons have no command dials":                                   {"los escuadrones no tienen diales de mando", "els esquadrons no tenen dials de comandament"},
	"expected a dial (navigate, squadron, repair, concentrate-fire), a list of them in a cycle, heuristic or none; got %q%s": {"se espera un dial (navigate, squadron, repair, concentrate-fire), una lista de ellos en ciclo, heuristic o none; no %q%s", "s'espera un dial (navigate, squadron, repair, concentrate-fire), una llista d'ells en cicle, heuristic o none; no %q%s"},
	"unknown command %q%s (expected navigate, squadron, repair, concentrate-fire, or none)":                                  {"orden desconocida %q%s (se espera navigate, squadron, repair, concentrate-fire o none)", "ordre desconeguda %q%s (s'espera navigate, squadron, repair, concentrate-fire o none)"},
	"no unit %q%s (units: %s)": {"no hay ninguna unidad %q%s (unidades: %s)", "no hi ha cap unitat %q%s (unitats: %s)"},
	"a step is one of attack, activate, status, rounds, maneuver, squadron_phase; this one has %d": {"un paso es uno de attack, activate, status, rounds, maneuver, squadron_phase; este tiene %d", "un pas és un de attack, activate, status, rounds, maneuver, squadron_phase; aquest en té %d"},
	"the script has more than %d steps":                                                                                    {"el guion tiene más de %d pasos", "el guió té més de %d passos"},
	"from: best needs range: auto (the zones are measured on the table)":                                                   {"from: best necesita range: auto (las zonas se miden en la mesa)", "from: best necessita range: auto (les zones es mesuren a la taula)"},
	"zone: nearest needs range: auto (the zones are measured on the table)":                                                {"zone: nearest necesita range: auto (las zonas se miden en la mesa)", "zone: nearest necessita range: auto (les zones es mesuren a la taula)"},
	"%s is a squadron: from: best chooses among a ship's hull zones":                                                       {"%s es un escuadrón: from: best elige entre las zonas de casco de una nave", "%s és un esquadró: from: best tria entre les zones de casc d'una nau"},
	"defender: %s is chosen on the table: it needs range: auto and %s placed with at:":                                     {"defender: %s se elige en la mesa: necesita range: auto y %s colocada con at:", "defender: %s es tria a la taula: necessita range: auto i %s col·locada amb at:"},
	"range: auto measures on the table: %s and %s must both be placed with at:":                                            {"range: auto mide en la mesa: %s y %s deben estar colocadas las dos con at:", "range: auto mesura a la taula: %s i %s han d'estar col·locades totes dues amb at:"},
	"illegal attack: %s may not attack %s, a friendly unit (rules notes §3: \"No attacking friendlies\")":                  {"ataque no permitido: %s no puede atacar a %s, una unidad amiga (notas de reglas §3: \"No attacking friendlies\")", "atac no permès: %s no pot atacar %s, una unitat amiga (notes de regles §3: \"No attacking friendlies\")"},
	"illegal attack: squadron %s attacks at distance-1 (rules notes §2: \"each squadron's attack range is distance 1\")":   {"ataque no permitido: el escuadrón %s ataca a distancia 1 (notas de reglas §2: \"each squadron's attack range is distance 1\")", "atac no permès: l'esquadró %s ataca a distància 1 (notes de regles §2: \"each squadron's attack range is distance 1\")"},
	"illegal attack: ship %s attacks at close, medium or long range":                                                       {"ataque no permitido: la nave %s ataca a alcance corto, medio o largo", "atac no permès: la nau %s ataca a distància curta, mitjana o llarga"},
	"%s is a squadron: a ship activation needs a ship":                                                                     {"%s es un escuadrón: una activación de nave necesita una nave", "%s és un esquadró: una activació de nau necessita una nau"},
	"illegal activation: a %s ship makes up to %d attacks per activation (rules notes §3)":                                 {"activación no permitida: una nave %s hace hasta %d ataques por activación (notas de reglas §3)", "activació no permesa: una nau %s fa fins a %d atacs per activació (notes de regles §3)"},
	"illegal activation: two attacks from the %s hull zone; each attack comes from a different hull zone (rules notes §3)": {"activación no permitida: dos ataques desde la zona de casco %s; cada ataque sale de una zona de casco distinta (notas de reglas §3)", "activació no permesa: dos atacs des de la zona de casc %s; cada atac surt d'una zona de casc diferent (notes de regles §3)"},
	"%s sets command dials (commands:), so its dials and tokens decide Concentrate Fire: remove concentrate_fire here":     {"%s fija diales de mando (commands:), así que sus diales y fichas deciden Concentrar fuego: quite concentrate_fire aquí", "%s fixa dials de comandament (commands:), així que els seus dials i fitxes decideixen Concentrar el foc: traieu concentrate_fire d'aquí"},
	"%s is a squadron: squadrons move in their activations, not with the maneuver tool":                                    {"%s es un escuadrón: los escuadrones se mueven en sus activaciones, no con la herramienta de maniobra", "%s és un esquadró: els esquadrons es mouen a les seves activacions, no amb l'eina de maniobra"},
	"%s is not placed on the table: give it at: [x, y]":                                                                    {"%s no está colocada en la mesa: dele at: [x, y]", "%s no és col·locada a la taula: doneu-li at: [x, y]"},
	"speed %d has joints 1 to %d": {"la velocidad %d tiene las articulaciones 1 a %d", "la velocitat %d té les articulacions 1 a %d"},
	"give yaw (clicks per joint) or turn (clicks at the last joint), not both": {"dé yaw (clics por articulación) o turn (clics en la última articulación), no los dos", "doneu yaw (clics per articulació) o turn (clics a l'última articulació), no tots dos"},
	"a ship at speed 0 has no joint to turn at":                                {"una nave a velocidad 0 no tiene articulación en la que girar", "una nau a velocitat 0 no té cap articulació on girar"},
	"expected starboard or port, got %q":                                       {"se espera starboard o port, no %q", "s'espera starboard o port, no %q"},
	"illegal maneuver: %s at speed %d with yaw %v; its speed chart allows speeds 0 to %d and at speed %d, joint by joint, %v clicks either way (rules notes §6)": {"maniobra no permitida: %s a velocidad %d con yaw %v; su tabla de velocidad permite velocidades de 0 a %d y a velocidad %d, articulación por articulación, %v clics a cada lado (notas de reglas §6)", "maniobra no permesa: %s a velocitat %d amb yaw %v; la seva taula de velocitat permet velocitats de 0 a %d i a velocitat %d, articulació per articulació, %v clics a cada costat (notes de regles §6)"},
	"rounds cannot be nested":                          {"rounds no se puede anidar", "rounds no es pot niar"},
	"no unit %q":                                       {"no hay ninguna unidad %q", "no hi ha cap unitat %q"},
	"only a faceup-card measure names a card":          {"solo una medida faceup-card nombra una carta", "només una mesura faceup-card anomena una carta"},
	"%s is measured of the whole trial, not of a unit": {"%s se mide de la prueba entera, no de una unidad", "%s es mesura de la prova sencera, no d'una unitat"},
	// a bad parameter setting (--set, --a, --vs, --sweep, a parameter's default) and a parameter's value in a message
	" (from $%s = %s, %s)":                                   {" (de $%s = %s, %s)", " (de $%s = %s, %s)"},
	" (from -$%s, $%s = %s, %s)":                             {" (de -$%s, $%s = %s, %s)", " (de -$%s, $%s = %s, %s)"},
	"the default":                                            {"el valor por defecto", "el valor per defecte"},
	"set":                                                    {"establecido", "establert"},
	"%s takes a whole number%s, got %q":                      {"%s toma un número entero%s, no %q", "%s pren un nombre enter%s, no %q"},
	"%s takes a number%s, got %q":                            {"%s toma un número%s, no %q", "%s pren un nombre%s, no %q"},
	"%s takes true or false, got %q%s":                       {"%s toma true o false, no %q%s", "%s pren true o false, no %q%s"},
	"%s takes one of %s, got %q%s":                           {"%s toma uno de %s, no %q%s", "%s pren un de %s, no %q%s"},
	"%s must not be empty":                                   {"%s no debe estar vacío", "%s no ha de ser buit"},
	"%s must be%s, got %s (the nearest allowed is %g)":       {"%s debe ser%s, no %s (el más cercano permitido es %g)", "%s ha de ser%s, no %s (el més proper permès és %g)"},
	" from %g to %g":                                         {" de %g a %g", " de %g a %g"},
	" of at least %g":                                        {" de al menos %g", " de com a mínim %g"},
	" of at most %g":                                         {" de como mucho %g", " de com a màxim %g"},
	"expected name=value, such as %s=%s":                     {"se espera nombre=valor, como %s=%s", "s'espera nom=valor, com %s=%s"},
	"expected name=value (the parameters of %s: %s)":         {"se espera nombre=valor (los parámetros de %s: %s)", "s'espera nom=valor (els paràmetres de %s: %s)"},
	"scenario %s has no parameter %q%s (its parameters: %s)": {"el escenario %s no tiene ningún parámetro %q%s (sus parámetros: %s)", "l'escenari %s no té cap paràmetre %q%s (els seus paràmetres: %s)"},
	"%v (%s:%d)":                                             {"%v (%s:%d)", "%v (%s:%d)"},
	"none":                                                   {"ninguno", "cap"},
	"%s":                                                     {"%s", "%s"},
	// an unknown name in a rules core's name table, and what each table names
	"unknown %s %q%s (expected one of %s)": {"%s: nombre desconocido %q%s (se espera uno de %s)", "%s: nom desconegut %q%s (s'espera un de %s)"},
	"dice colour":                          {"color de dado", "color de dau"},
	"defense token":                        {"ficha de defensa", "fitxa de defensa"},
	"damage card":                          {"carta de daño", "carta de dany"},
	"evade rule":                           {"regla de Evasión", "regla d'Evasió"},
	"squadron sight rule":                  {"regla de visión de escuadrón", "regla de visió d'esquadró"},
	"squadron obstruction rule":            {"regla de obstrucción de escuadrón", "regla d'obstrucció d'esquadró"},
	"measure":                              {"medida", "mesura"},
	"concentrate_fire":                     {"concentrate_fire", "concentrate_fire"},
	"nearest target":                       {"objetivo más cercano", "objectiu més proper"},
	"command":                              {"mando", "comandament"},
	"obstacle kind":                        {"tipo de obstáculo", "tipus d'obstacle"},
	"range":                                {"alcance", "distància"},
	"hull zone":                            {"zona de casco", "zona de casc"},
	"size class":                           {"clase de tamaño", "classe de mida"},
	"arc":                                  {"arco", "arc"},
	"equal_rating_rolloff":                 {"equal_rating_rolloff", "equal_rating_rolloff"},
	"silent_spike":                         {"silent_spike", "silent_spike"},
	"tonnage":                              {"tonelaje", "tonatge"},
	"game size":                            {"tamaño de partida", "mida de partida"},
	"sector type":                          {"tipo de sector", "tipus de sector"},
	"orbital layer":                        {"capa orbital", "capa orbital"},
	"battlegroup type":                     {"tipo de grupo de batalla", "tipus de grup de batalla"},
	"arrival":                              {"llegada", "arribada"},
	"order":                                {"orden", "ordre"},
	// a policy's bad name or setting in a scenario file (the policies' errors)
	"unknown deck policy %q (expected one of %s, or a scripted list)":                    {"política de baraja desconocida %q (se espera una de %s, o una lista con guion)", "política de baralla desconeguda %q (s'espera una de %s, o una llista amb guió)"},
	"unknown squadron policy %q (expected hunt, strike, intercept or hold)":              {"política de escuadrones desconocida %q (se espera hunt, strike, intercept o hold)", "política d'esquadrons desconeguda %q (s'espera hunt, strike, intercept o hold)"},
	"unknown attacker policy %q (expected max-damage or fish-accuracies)":                {"política de atacante desconocida %q (se espera max-damage o fish-accuracies)", "política d'atacant desconeguda %q (s'espera max-damage o fish-accuracies)"},
	"unknown defender policy %q (expected minimise-damage, save-tokens:N or none)":       {"política de defensor desconocida %q (se espera minimise-damage, save-tokens:N o none)", "política de defensor desconeguda %q (s'espera minimise-damage, save-tokens:N o none)"},
	"save-tokens:N needs a whole number N from 1 to 50, got %q":                          {"save-tokens:N necesita un número entero N de 1 a 50, no %q", "save-tokens:N necessita un nombre enter N d'1 a 50, no %q"},
	"unknown order policy %q (expected spike-aware or random-legal)":                     {"política de órdenes desconocida %q (se espera spike-aware o random-legal)", "política d'ordres desconeguda %q (s'espera spike-aware o random-legal)"},
	"unknown first-or-second policy %q (expected one of %s)":                             {"política de primero o segundo desconocida %q (se espera una de %s)", "política de primer o segon desconeguda %q (s'espera una de %s)"},
	"unknown targeting policy %q (expected nearest, nearest-silent or nearest-detected)": {"política de objetivo desconocida %q (se espera nearest, nearest-silent o nearest-detected)", "política d'objectiu desconeguda %q (s'espera nearest, nearest-silent o nearest-detected)"},
	"unknown Point Defence policy %q (expected one of %s)":                               {"política de Defensa puntual desconocida %q (se espera una de %s)", "política de Defensa puntual desconeguda %q (s'espera una de %s)"},
	// a scenario file's YAML, a scenario's name or path, and compare's settings
	"a tab character indents this line (column %d: %q); YAML forbids tabs for indentation: indent with spaces": {"un carácter de tabulación sangra esta línea (columna %d: %q); YAML no admite tabulaciones en la sangría: sangre con espacios", "un caràcter de tabulació sagna aquesta línia (columna %d: %q); YAML no admet tabulacions al sagnat: sagneu amb espais"},
	"YAML syntax: %s":   {"sintaxis YAML: %s", "sintaxi YAML: %s"},
	"YAML syntax: %s%s": {"sintaxis YAML: %s%s", "sintaxi YAML: %s%s"},
	" (in the list or mapping that starts on this line)":          {" (en la lista o el mapa que empieza en esta línea)", " (a la llista o el mapa que comença en aquesta línia)"},
	"no built-in scenario %q":                                     {"no hay ningún escenario incorporado %q", "no hi ha cap escenari incorporat %q"},
	"no built-in scenario or file called %q (see fleetlab list)":  {"no hay ningún escenario incorporado ni archivo llamado %q (ver fleetlab list)", "no hi ha cap escenari incorporat ni fitxer anomenat %q (vegeu fleetlab list)"},
	"%s is a directory, not a scenario file":                      {"%s es una carpeta, no un archivo de escenario", "%s és una carpeta, no un fitxer d'escenari"},
	"scenarios: bad scenario":                                     {"escenarios: escenario no válido", "escenaris: escenari no vàlid"},
	"--sweep %s: %s also sets %s; the sweep gives it every value": {"--sweep %s: %s también fija %s; el barrido le da todos los valores", "--sweep %s: %s també fixa %s; l'escombratge li dona tots els valors"},
	"compare takes one --sweep parameter, got %d":                 {"compare toma un parámetro --sweep, no %d", "compare pren un paràmetre --sweep, no %d"},
	"--vs %q: expected name=value settings for variant %s":        {"--vs %q: se esperan valores nombre=valor para la variante %s", "--vs %q: s'esperen valors nom=valor per a la variant %s"},
	// fleetlab serve: its messages and the page's texts
	"serving %s (Ctrl-C stops)": {"sirviendo %s (Ctrl-C para)", "servint %s (Ctrl-C atura)"},
	"--addr %s: expected host:port, such as 127.0.0.1:8080 (port 0: a free port)":                            {"--addr %s: se esperaba host:puerto, como 127.0.0.1:8080 (puerto 0: uno libre)", "--addr %s: s'esperava host:port, com ara 127.0.0.1:8080 (port 0: un de lliure)"},
	"warning: serving on %s, which other machines can reach; anyone who can reach it can run scenarios here": {"aviso: sirviendo en %s, que otras máquinas pueden alcanzar; cualquiera que llegue puede ejecutar escenarios aquí", "avís: servint a %s, que altres màquines poden abastar; qualsevol que hi arribi pot executar escenaris aquí"},
	"--addr %s: %v":                                                                                 {"--addr %s: %v", "--addr %s: %v"},
	"--max-runs must be at least 1, got %d":                                                         {"--max-runs debe ser al menos 1, no %d", "--max-runs ha de ser com a mínim 1, no %d"},
	"--max-trials must be at least 1, got %d":                                                       {"--max-trials debe ser al menos 1, no %d", "--max-trials ha de ser com a mínim 1, no %d"},
	"--seed takes a whole number from 0 to %d, got %q":                                              {"--seed toma un número entero de 0 a %d, no %q", "--seed pren un nombre enter de 0 a %d, no %q"},
	"--trials takes a whole number, got %q":                                                         {"--trials toma un número entero, no %q", "--trials pren un nombre enter, no %q"},
	"a sweep needs a parameter and its values, such as scanners=1..6":                               {"un barrido necesita un parámetro y sus valores, como scanners=1..6", "un escombratge necessita un paràmetre i els seus valors, com scanners=1..6"},
	"unknown mode %q (expected run, compare or sweep)":                                              {"modo desconocido %q (se espera run, compare o sweep)", "mode desconegut %q (s'espera run, compare o sweep)"},
	"no scenario file in the upload":                                                                {"no hay ningún archivo de escenario en el envío", "no hi ha cap fitxer d'escenari a l'enviament"},
	"the file is larger than %d bytes, the largest scenario accepted":                               {"el archivo ocupa más de %d bytes, el mayor escenario admitido", "el fitxer ocupa més de %d bytes, l'escenari més gran admès"},
	"the uploaded scenario file is no longer on the server (it keeps the last %d): upload it again": {"el archivo de escenario enviado ya no está en el servidor (guarda los últimos %d): envíelo de nuevo", "el fitxer d'escenari enviat ja no és al servidor (en guarda els darrers %d): torneu a enviar-lo"},
	"this result is no longer on the server: run it again":                                          {"este resultado ya no está en el servidor: ejecútelo de nuevo", "aquest resultat ja no és al servidor: torneu a executar-lo"},
	"this server is playing %d runs already, its most at once; try again when one ends":             {"este servidor ya está jugando %d ejecuciones, su máximo a la vez; vuelva a intentarlo cuando acabe una", "aquest servidor ja està jugant %d execucions, el seu màxim alhora; torneu-ho a provar quan n'acabi una"},
	"swept: the sweep gives it every value":                                                         {"barrido: el barrido le da cada valor", "escombrat: l'escombratge li dona cada valor"},
	"%s of %s trials · %s trials/s · %s left":                                                       {"%s de %s pruebas · %s pruebas/s · quedan %s", "%s de %s proves · %s proves/s · queden %s"},
	"internal error: %v (a bug in fleetlab: please report it with the page's link)":                 {"error interno: %v (un fallo de fleetlab: infórmelo con el enlace de la página)", "error intern: %v (un error de fleetlab: informeu-ne amb l'enllaç de la pàgina)"},
	"the connection to fleetlab was lost":                                                           {"se ha perdido la conexión con fleetlab", "s'ha perdut la connexió amb fleetlab"},
	"Scenario":                                                                                      {"Escenario", "Escenari"},
	"uploaded":                                                                                      {"enviado", "enviat"},
	"or your own scenario file (YAML)":                                                              {"o su propio archivo de escenario (YAML)", "o el vostre fitxer d'escenari (YAML)"},
	"What to do":                                                                                    {"Qué hacer", "Què fer"},
	"Run":                                                                                           {"Ejecutar", "Executa"},
	"Compare two variants on the same dice":                                                         {"Comparar dos variantes con los mismos dados", "Comparar dues variants amb els mateixos daus"},
	"Sweep a parameter":                                                                             {"Barrer un parámetro", "Escombrar un paràmetre"},
	"Sweep":                                                                                         {"Barrido", "Escombratge"},
	"parameter":                                                                                     {"parámetro", "paràmetre"},
	"allowed":                                                                                       {"admitido", "admès"},
	"values":                                                                                        {"valores", "valors"},
	"or":                                                                                            {"o", "o"},
	"(no second parameter)":                                                                         {"(sin segundo parámetro)", "(sense segon paràmetre)"},
	"B plays the same dice as A; leave a B field empty to keep A's value.": {"B juega los mismos dados que A; deje vacío un campo de B para mantener el valor de A.", "B juga els mateixos daus que A; deixeu buit un camp de B per mantenir el valor d'A."},
	"or stop at a precision of ±":                                          {"o parar con una precisión de ±", "o aturar amb una precisió de ±"},
	"Cancel":                                                               {"Cancelar", "Cancel·la"},
	"Download":                                                             {"Descargar", "Descarrega"},
	"Link to this run (re-runs it)":                                        {"Enlace a esta ejecución (la repite)", "Enllaç a aquesta execució (la repeteix)"},
	"B − A (paired) [95% interval]":                                        {"B − A (emparejada) [intervalo del 95 %]", "B − A (aparellada) [interval del 95 %]"},
	"Every figure with its 95% interval. The same seed gives the same numbers as the fleetlab command.": {"Cada cifra con su intervalo del 95 %. La misma semilla da los mismos números que la orden fleetlab.", "Cada xifra amb el seu interval del 95 %. La mateixa llavor dona els mateixos nombres que l'ordre fleetlab."},
	// fleetlab fleet: your own lists and catalogues (issue 18)
	"--catalogue is required: fleetlab ships no faction data; give the folder of your card data (BattleScribe .gst and .cat files for Dropfleet, JSON card files for Armada)": {"--catalogue es obligatorio: fleetlab no incluye datos de facciones; indique la carpeta de sus datos de cartas (archivos .gst y .cat de BattleScribe para Dropfleet, archivos JSON de cartas para Armada)", "--catalogue és obligatori: fleetlab no inclou dades de faccions; indiqueu la carpeta de les vostres dades de cartes (fitxers .gst i .cat de BattleScribe per a Dropfleet, fitxers JSON de cartes per a Armada)"},
	"unnamed list":                   {"lista sin nombre", "llista sense nom"},
	"two lists":                      {"dos listas", "dues llistes"},
	"%s, Armada, %d of %d points":    {"%s, Armada, %d de %d puntos", "%s, Armada, %d de %d punts"},
	"Commander: %s":                  {"Comandante: %s", "Comandant: %s"},
	"objectives":                     {"objetivos", "objectius"},
	"one roster file":                {"un archivo de lista", "un fitxer de llista"},
	"a game and at most one faction": {"un juego y como mucho una facción", "un joc i com a màxim una facció"},
	"fleet ships reads Dropfleet catalogues only (GAME dropfleet), not %q":      {"fleet ships solo lee catálogos de Dropfleet (JUEGO dropfleet), no %q", "fleet ships només llegeix catàlegs de Dropfleet (JOC dropfleet), no %q"},
	"no faction of the catalogue is called %q (its factions: %s)":               {"ninguna facción del catálogo se llama %q (sus facciones: %s)", "cap facció del catàleg no es diu %q (les seves faccions: %s)"},
	"%s, %s game, %d of %d points":                                              {"%s, partida %s, %d de %d puntos", "%s, partida %s, %d de %d punts"},
	"Admiral: %s (Admiral value %d in play)":                                    {"Almirante: %s (valor de Almirante %d en juego)", "Almirall: %s (valor d'Almirall %d en joc)"},
	"%s, Strategy Rating %d":                                                    {"%s, Valor de Estrategia %d", "%s, Valor d'Estratègia %d"},
	"%d pts":                                                                    {"%d ptos", "%d punts"},
	"faction\tship\tscan\tsig\tthrust\thull\tA\tPD\tG\tT\tpts\tweapons\tlaunch": {"facción\tnave\tscan\tsig\tthrust\thull\tA\tPD\tG\tT\tptos\tarmas\tlanzamiento", "facció\tnau\tscan\tsig\tthrust\thull\tA\tPD\tG\tT\tpunts\tarmes\tllançament"},
	"skirmish":   {"escaramuza", "escaramussa"},
	"clash":      {"choque", "enfrontament"},
	"battle":     {"batalla", "batalla"},
	"pathfinder": {"exploración", "exploració"},
	"line":       {"línea", "línia"},
	"vanguard":   {"vanguardia", "avantguarda"},
	"flag":       {"insignia", "insígnia"},
}

// Msg is a message for people, such as a command-line error, that each
// Lang can print: Key is its English format, a catalogue key, and Args
// its arguments. An error among Args is printed in the same language (when
// it is a Msg) and unwraps as errors.Is expects.
type Msg struct {
	Key  string
	Args []any
}

// Msgf returns the message of key with args. Key formats with the verbs of
// fmt.Sprintf; an error argument takes %v (never %w).
func Msgf(key string, args ...any) *Msg { return &Msg{Key: key, Args: args} }

// Error returns the message in English.
func (m *Msg) Error() string { return m.In(English) }

// Unwrap returns the errors among the message's arguments.
func (m *Msg) Unwrap() []error {
	var errs []error
	for _, a := range m.Args {
		if e, ok := a.(error); ok {
			errs = append(errs, e)
		}
	}
	return errs
}

// In returns the message in l.
func (m *Msg) In(l Lang) string {
	args := make([]any, len(m.Args))
	for i, a := range m.Args {
		if e, ok := a.(error); ok {
			a = l.Text(e)
		}
		args[i] = a
	}
	return fmt.Sprintf(l.T(m.Key), args...)
}

// translator is an error that words itself in another language given the
// catalogue's lookup, as a scenario file's errors do.
type translator interface {
	Translate(tr func(string) string) string
}

// Text returns err's message in l: err's own text, unless err is a Msg or
// a translator, or wraps one without adding words of its own.
func (l Lang) Text(err error) string {
	for e := err; e != nil; {
		if m, ok := e.(*Msg); ok {
			return m.In(l)
		}
		if t, ok := e.(translator); ok {
			return t.Translate(l.T)
		}
		u, ok := e.(interface{ Unwrap() error })
		if !ok {
			break
		}
		inner := u.Unwrap()
		if inner == nil || inner.Error() != e.Error() {
			break
		}
		e = inner
	}
	return err.Error()
}
