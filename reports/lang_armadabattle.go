package reports

// The texts of Armada's battles (issue 17): the battle styles and their
// errors, kept apart from the main catalogue so that branches adding
// texts at the same time do not meet.
func init() {
	for key, tr := range map[string][2]string{
		"Armada: a battle fleet's `style:` (its free-play decisions)": {"Armada: el `style:` de una flota en una batalla (sus decisiones en juego libre)", "Armada: l'`style:` d'una flota en una batalla (les seves decisions en joc lliure)"},
		"close to the range the battery favours (black dice: close, blue: medium, red: long), keep the strongest arc on the nearest enemy ship, attack ships first": {
			"acercarse al alcance que favorece a su batería (dados negros: corto, azules: medio, rojos: largo), mantener el arco más fuerte sobre la nave enemiga más cercana, atacar primero a las naves",
			"apropar-se a l'abast que afavoreix la seva bateria (daus negres: curt, blaus: mitjà, vermells: llarg), mantenir l'arc més fort sobre la nau enemiga més propera, atacar primer les naus"},
		"hold at long range from the nearest enemy ship whatever the dice, keep the strongest arc on it, attack ships first": {
			"mantenerse a alcance largo de la nave enemiga más cercana sean cuales sean los dados, mantener el arco más fuerte sobre ella, atacar primero a las naves",
			"mantenir-se a abast llarg de la nau enemiga més propera siguin quins siguin els daus, mantenir-hi l'arc més fort, atacar primer les naus"},
		"as aggressive, but ships with two or more anti-squadron dice attack squadrons first": {
			"como aggressive, pero las naves con dos o más dados antiescuadrón atacan primero a los escuadrones",
			"com aggressive, però les naus amb dos o més daus antiesquadró ataquen primer els esquadrons"},
		"unknown battle style %q (expected aggressive, standoff, anti-squadron or objective-focused)": {
			"estilo de batalla desconocido %q (se espera aggressive, standoff, anti-squadron u objective-focused)",
			"estil de batalla desconegut %q (s'espera aggressive, standoff, anti-squadron o objective-focused)"},
		"as aggressive, but plays for the objective's victory tokens: picks the objective whose tokens are worth the most, places Contested Outpost's station on its side and holds it, gets behind enemy ships under Superior Positions, sends squadrons at ships under Fighter Ambush, places Capture the VIP's token on its side and goes for it, flies onto Dangerous Territory's obstacles for their tokens, takes its Intel Sweep objective ship to the tokens, brings its guns to bear on the fire lanes, places objective tokens where they serve it": {
			"como aggressive, pero juega por las fichas de victoria del objetivo: elige el objetivo cuyas fichas valen más, coloca la estación de Puesto avanzado en disputa en su lado y la ocupa, se pone detrás de las naves enemigas con Posiciones superiores, lanza los escuadrones contra las naves con Emboscada de cazas, coloca la ficha de Capturar al VIP en su lado y va a por ella, vuela sobre los obstáculos de Territorio peligroso por sus fichas, lleva su nave objetivo de Barrido de inteligencia a las fichas, apunta sus cañones a las líneas de fuego, coloca las fichas de objetivo donde le sirven",
			"com aggressive, però juga per les fitxes de victòria de l'objectiu: tria l'objectiu les fitxes del qual valen més, col·loca l'estació de Lloc avançat en disputa al seu costat i l'ocupa, es posa darrere les naus enemigues amb Posicions superiors, llança els esquadrons contra les naus amb Emboscada de caces, col·loca la fitxa de Capturar el VIP al seu costat i hi va, vola sobre els obstacles de Territori perillós per les seves fitxes, porta la seva nau objectiu d'Escombrada d'intel·ligència a les fitxes, apunta els canons a les línies de foc, col·loca les fitxes d'objectiu on li serveixen"},
		// fleetlab trace (cmd/internal/cli/trace.go, cmd/internal/job/trace.go)
		"%d pictures of the table written to %s": {"%d imágenes de la mesa escritas en %s", "%d imatges de la taula escrites a %s"},
		"scenario %s cannot be traced: its game does not record its trials yet": {
			"el escenario %s no se puede trazar: su juego aún no registra sus pruebas",
			"l'escenari %s no es pot traçar: el seu joc encara no registra les seves proves"},
		"--trial must be 0 or more, got %d": {"--trial debe ser 0 o más, se dio %d", "--trial ha de ser 0 o més, s'ha donat %d"},
		// what an Armada battle plays without effect (armada.Model.Unmodelled)
		"objectives (played with none)":        {"objetivos (se juega sin ninguno)", "objectius (es juga sense cap)"},
		"objectives other than the one chosen": {"objetivos salvo el elegido", "objectius llevat de l'escollit"},
		"upgrade cards and commanders":         {"cartas de mejora y comandantes", "cartes de millora i comandants"},
		"squadron keyword":                     {"palabra clave de escuadrón", "paraula clau d'esquadró"},
		"huge ships' auxiliary hull zones":     {"zonas de casco auxiliares de las naves enormes", "zones de casc auxiliars de les naus enormes"},
	} {
		catalogue[key] = tr
	}
}
