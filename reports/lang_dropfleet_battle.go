package reports

// The rules a whole Dropfleet battle plays without effect
// (dropfleet.Model.Unmodelled), in Spanish and Catalan.
func init() {
	for key, tr := range map[string][2]string{
		"command cards (off, switch U-X6)": {
			"cartas de mando (desactivadas, interruptor U-X6)",
			"cartes de comandament (desactivades, interruptor U-X6)"},
		"command cards (switch U-X6 on, but the decks are not available: no card is played)": {
			"cartas de mando (interruptor U-X6 activado, pero las barajas no están disponibles: no se juega ninguna carta)",
			"cartes de comandament (interruptor U-X6 activat, però les baralles no estan disponibles: no es juga cap carta)"},
		"Dropfleet: a fleet's `player:` in a battle (every decision of a whole game)": {
			"Dropfleet: el `player:` de una flota en una batalla (todas las decisiones de una partida entera)",
			"Dropfleet: el `player:` d'una flota en una batalla (totes les decisions d'una partida sencera)"},
		"warships escort the troop carriers to the nearest cluster not held and hold its Critical Location in Low Orbit on Station Keeping; carriers land troops; fire at the nearest enemy in reach": {
			"las naves de guerra escoltan a las naves de tropas hasta el cúmulo más cercano que no se controla y mantienen su Ubicación crítica en Órbita baja con Mantener posición; las naves de tropas desembarcan; disparan al enemigo más cercano a su alcance",
			"les naus de guerra escorten les naus de tropes fins al cúmul més proper que no es controla i mantenen la seva Ubicació crítica en Òrbita baixa amb Mantenir posició; les naus de tropes desembarquen; disparen a l'enemic més proper a l'abast"},
		"warships close on the nearest enemy and fire, on Weapons Free when already pointed at it; carriers still land troops on the nearest cluster not held": {
			"las naves de guerra se acercan al enemigo más cercano y disparan, con Fuego a discreción cuando ya apuntan hacia él; las naves de tropas desembarcan igualmente en el cúmulo más cercano que no se controla",
			"les naus de guerra s'acosten a l'enemic més proper i disparen, amb Foc a discreció quan ja hi apunten; les naus de tropes desembarquen igualment al cúmul més proper que no es controla"},
		"cluster size": {"tamaño de cúmulo", "mida de cúmul"},
		"cluster side": {"lado de cúmulo", "costat de cúmul"},
		"anomaly scan": {"escaneo de la Anomalía", "escaneig de l'Anomalia"},
		"launch asset": {"recurso de lanzamiento", "recurs de llançament"},
		"launch asset faction": {
			"facción de los recursos de lanzamiento",
			"facció dels recursos de llançament"},
		"%s tokens do not attack: only bombers, torpedoes and fire-ships take %s": {
			"los recursos %s no atacan: solo bombers, torpedoes y fire-ships admiten %s",
			"els recursos %s no ataquen: només bombers, torpedoes i fire-ships admeten %s"},
		"expected a launch value or a mapping of value, limited, special, got %s": {
			"se espera un valor de lanzamiento o un mapeo de value, limited, special, no %s",
			"s'espera un valor de llançament o un mapatge de value, limited, special, no %s"},
		"launch asset special rule": {
			"regla especial de recurso de lanzamiento",
			"regla especial de recurs de llançament"},
		"scenery":        {"escenografía", "escenografia"},
		"station size":   {"tamaño de estación", "mida d'estació"},
		"station weapon": {"arma de estación", "arma d'estació"},
	} {
		catalogue[key] = tr
	}
}
