package reports

// The texts of Armada's upgrade cards and commanders (issue 17 item 6):
// their scenario-file errors, kept apart so that branches adding texts at
// the same time do not meet.
func init() {
	for key, tr := range map[string][2]string{
		"upgrade icon": {"icono de mejora", "icona de millora"},
		"unknown upgrade icon %q%s (expected one of %s)": {
			"icono de mejora desconocido %q%s (se espera uno de %s)",
			"icona de millora desconeguda %q%s (s'espera una de %s)"},
		"%s needs an upgrade icon, and ship %s has no upgrade_bar: give its upgrade icons in ships.%s": {
			"%s necesita un icono de mejora, y la nave %s no tiene upgrade_bar: da sus iconos de mejora en ships.%s",
			"%s necessita una icona de millora, i la nau %s no té upgrade_bar: dona les seves icones de millora a ships.%s"},
		"squadrons carry no upgrade cards": {"los escuadrones no llevan cartas de mejora", "els esquadrons no porten cartes de millora"},
		"unknown upgrade card %q%s: give a card the engine does not know as {name: ..., points: ..., slot: ...} (fleetlab plays it without effect)": {
			"carta de mejora desconocida %q%s: da una carta que el motor no conoce como {name: ..., points: ..., slot: ...} (fleetlab la juega sin efecto)",
			"carta de millora desconeguda %q%s: dona una carta que el motor no coneix com a {name: ..., points: ..., slot: ...} (fleetlab la juga sense efecte)"},
		"%s is a card fleetlab knows: name it alone, without points and slot": {
			"%s es una carta que fleetlab conoce: nómbrala sola, sin puntos ni ranura",
			"%s és una carta que fleetlab coneix: anomena-la sola, sense punts ni ranura"},
	} {
		catalogue[key] = tr
	}
}
