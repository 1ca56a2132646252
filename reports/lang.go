package reports

import (
	"fmt"
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
	return English, fmt.Errorf("unknown language %q (expected en, es or ca)", s)
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
}
