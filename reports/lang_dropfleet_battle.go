package reports

// The rules a whole Dropfleet battle plays without effect
// (dropfleet.Model.Unmodelled), in Spanish and Catalan.
func init() {
	for key, tr := range map[string][2]string{
		"launch assets' Limited (X), Scald, Corruptor and Flash, and fighters against Close Action weapons": {
			"Limitado (X), Escaldar, Corruptor y Destello de los recursos de lanzamiento, y los cazas contra las armas de Acción cercana",
			"Limitat (X), Escaldar, Corruptor i Destell dels recursos de llançament, i els caces contra les armes d'Acció propera"},
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
		"scenery":        {"escenografía", "escenografia"},
		"station size":   {"tamaño de estación", "mida d'estació"},
		"station weapon": {"arma de estación", "arma d'estació"},
	} {
		catalogue[key] = tr
	}
}
