/* __LINE__ in a macro's arguments, as gcc gives it: the line it is written
 * on, unless the macro's name came from another expansion (O below), whose
 * line it then takes; 23-ppdiff compares with gcc. */
#define F(a, b) a + b
#define G(x) __LINE__ * 10 + x
#define O F
int x = F(1,
          G(2));
int y = O(1,
          G(2));
int z = O(1,
          F(G(3),
            G(4)));
int w = F(O(5,
            G(6)),
          G(7));
