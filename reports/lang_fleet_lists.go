package reports

// The words of fleetlab fleet show and fleet ships for the Armada lists
// players export (points eras, rule-break warnings, the built-in cards),
// in Spanish and Catalan.
func init() {
	for key, tr := range map[string][2]string{
		"faction\tcard\tpts\tsize\thull\tcmd/sq/eng\tspeed\tfront\tsides\trear\tanti-sq\ttokens": {
			"facción\tcarta\tpts\ttamaño\tcasco\tmando/esc/ing\tvelocidad\tproa\tflancos\tpopa\tantiesc\tfichas",
			"facció\tcarta\tpts\tmida\tbuc\tcomand/esq/eng\tvelocitat\tproa\tflancs\tpopa\tantiesq\tfitxes"},
		"one list file": {"un archivo de lista", "un fitxer de llista"},
		"Points era: %s (from the list's points)": {
			"Época de puntos: %s (según los puntos de la lista)",
			"Època de punts: %s (segons els punts de la llista)"},
		"Points era: %s (chosen)": {"Época de puntos: %s (elegida)", "Època de punts: %s (triada)"},
		"no faction is called %q (Empire, Rebels, Republic, Separatists; the data's: %s)": {
			"ninguna facción se llama %q (Empire, Rebels, Republic, Separatists; las de los datos: %s)",
			"cap facció no es diu %q (Empire, Rebels, Republic, Separatists; les de les dades: %s)"},
		"warnings (fleet-building rules the list breaks; --strict refuses it):": {
			"avisos (reglas de construcción de flota que la lista incumple; --strict la rechaza):",
			"avisos (regles de construcció de flota que la llista incompleix; --strict la rebutja):"},
		"--points-era: %v": {"--points-era: %v", "--points-era: %v"},
		"Played at the era's prices, not those printed: %s": {
			"Jugadas a los precios de la época, no a los impresos: %s",
			"Jugades als preus de l'època, no als impresos: %s"},
		"fleet ships: GAME is armada or dropfleet, not %q": {
			"fleet ships: GAME es armada o dropfleet, no %q",
			"fleet ships: GAME és armada o dropfleet, no %q"},
	} {
		catalogue[key] = tr
	}
}
