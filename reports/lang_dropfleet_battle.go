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
		"the Dreadnought's own rules (two weapon systems, a second crippling, its damage tables: it plays as any ship)": {
			"las reglas propias del Acorazado (dos sistemas de armas, un segundo daño crítico, sus tablas de daño: juega como cualquier nave)",
			"les regles pròpies del Cuirassat (dos sistemes d'armes, un segon dany crític, les seves taules de danys: juga com qualsevol nau)"},
		"Dropfleet: a fleet's `player:` in a battle (every decision of a whole game)": {
			"Dropfleet: el `player:` de una flota en una batalla (todas las decisiones de una partida entera)",
			"Dropfleet: el `player:` d'una flota en una batalla (totes les decisions d'una partida sencera)"},
		"warships over a cluster their player holds (on a scoring turn, over any Critical Location) stay there on Station Keeping while needed to keep its Critical Location (more tonnage in Low Orbit within 6\" than the enemy); the others go first to the nearest Critical Location the enemy contests (as much tonnage there as theirs), then the nearest cluster the enemy holds, else close on the nearest enemy; carriers land troops on the nearest cluster not held and stay over a Critical Location their player holds while needed there; fire at the nearest enemy in reach; one ship Active Scans The Anomaly when it may from a safe distance; bases never overlap and no move runs into a table edge": {
			"las naves de guerra sobre un cúmulo que controla su jugador (en un turno de puntuación, sobre cualquier Ubicación crítica) se quedan allí con Mantener posición mientras hagan falta para mantener su Ubicación crítica (más tonelaje en Órbita baja a 6\" que el enemigo); las demás van primero a la Ubicación crítica más cercana que disputa el enemigo (tanto tonelaje allí como el suyo), luego al cúmulo más cercano que controla el enemigo, o si no se acercan al enemigo más cercano; las naves de tropas desembarcan en el cúmulo más cercano que no se controla y se quedan sobre una Ubicación crítica que controla su jugador mientras hagan falta allí; disparan al enemigo más cercano a su alcance; una nave hace un Escaneo activo de la Anomalía cuando puede desde una distancia segura; las peanas nunca se superponen y ningún movimiento choca con un borde de la mesa",
			"les naus de guerra sobre un cúmul que controla el seu jugador (en un torn de puntuació, sobre qualsevol Ubicació crítica) s'hi queden amb Mantenir posició mentre calguin per mantenir-ne la Ubicació crítica (més tonatge en Òrbita baixa a 6\" que l'enemic); les altres van primer a la Ubicació crítica més propera que disputa l'enemic (tant tonatge com el seu), després al cúmul més proper que controla l'enemic, o si no s'acosten a l'enemic més proper; les naus de tropes desembarquen al cúmul més proper que no es controla i es queden sobre una Ubicació crítica que controla el seu jugador mentre hi calguin; disparen a l'enemic més proper a l'abast; una nau fa un Escaneig actiu de l'Anomalia quan pot des d'una distància segura; les peanes mai no se superposen i cap moviment no topa amb una vora de la taula"},
		"warships close on the nearest enemy and fire, on Weapons Free when already pointed at it; carriers still land troops on the nearest cluster not held and stay over a Critical Location their player holds while needed there; one ship Active Scans The Anomaly when it may from a safe distance": {
			"las naves de guerra se acercan al enemigo más cercano y disparan, con Fuego a discreción cuando ya apuntan hacia él; las naves de tropas desembarcan igualmente en el cúmulo más cercano que no se controla y se quedan sobre una Ubicación crítica que controla su jugador mientras hagan falta allí; una nave hace un Escaneo activo de la Anomalía cuando puede desde una distancia segura",
			"les naus de guerra s'acosten a l'enemic més proper i disparen, amb Foc a discreció quan ja hi apunten; les naus de tropes desembarquen igualment al cúmul més proper que no es controla i es queden sobre una Ubicació crítica que controla el seu jugador mentre hi calguin; una nau fa un Escaneig actiu de l'Anomalia quan pot des d'una distància segura"},
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
